/** Browser entry. */
import { startBreakDemo } from './ui/break-demo.ts';

const root = document.getElementById('app');
if (!root) throw new Error('index.html needs <div id="app">');
startBreakDemo(root);
