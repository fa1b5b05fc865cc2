/**
 * Test page: runs scenario files with the same runner as the CLI and returns each result as JSON,
 * so the browser tests can compare Chromium's results with Node's bit for bit (design.md,
 * "Determinism across runtimes").
 */
import { parseScenarioText } from '../scenario/load.ts';
import { runScenario } from '../scenario/run.ts';

declare global {
  interface Window {
    runScenarioTexts: (texts: readonly string[]) => string[];
  }
}

window.runScenarioTexts = (texts) => texts.map((t) => JSON.stringify(runScenario(parseScenarioText(t)).result));
document.body.dataset.ready = 'true';
