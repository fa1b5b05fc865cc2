/** Browser entry. */
import { startPracticeApp } from './ui/practice-app.ts';
import { startRefereeTraining } from './ui/referee-training.ts';

const root = document.getElementById('app');
if (!root) throw new Error('index.html needs <div id="app">');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  startPracticeApp(root, (controls) => startRefereeTraining(root, controls));
};
// The loading sign is painted first: the table is built after the next frame;
// a hidden tab, which runs no frames, starts it by the timer.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
