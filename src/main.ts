/** Browser entry. */
import { startPracticeApp } from './ui/practice-app.ts';
import { startRefereeTraining } from './ui/referee-training.ts';

const root = document.getElementById('app');
if (!root) throw new Error('index.html needs <div id="app">');
startPracticeApp(root, (controls) => startRefereeTraining(root, controls));
