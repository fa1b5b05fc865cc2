/**
 * Strokes in and out of the practice screen: the last stroke saved as a scenario file whose expect
 * is the ruling it got, the stroke or layout shared in the page address (`#scenario=...`), a shared
 * link or a chosen scenario file put on the table. Everything read goes through the scenario
 * loader, so a bad link or file changes nothing and says why, naming the field.
 */
import { TEXTS } from '../i18n/texts.ts';
import { scenarioFromStroke } from '../scenario/author.ts';
import { parseScenarioText, prepareLayout } from '../scenario/load.ts';
import { gameState } from '../scenario/run.ts';
import type { Scenario, ScenarioInput } from '../scenario/schema.ts';
import { readShared, shareFragment } from '../scenario/share.ts';
import type { PracticeContext } from './practice-context.ts';
import { notCarried } from './practice-carried.ts';
import { inPocketInputs, inPocketsOf, say, strokeNow } from './practice-state.ts';

/** Saves the last stroke as a scenario file whose expect is the ruling it got (authoring). */
export function saveScenario(c: PracticeContext): void {
  const { lastStroke, ruling } = c.st;
  if (!lastStroke || !ruling) return;
  const file = scenarioFromStroke({
    name: `Saved stroke ${new Date().toISOString().slice(0, 19)}`,
    balls: lastStroke.layout.balls,
    inPockets: inPocketInputs(c.st.pocketsBefore),
    state: lastStroke.layout.state,
    stroke: lastStroke.stroke,
    ruling,
  });
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'saved-stroke.json';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The scenario each page last put on its table, the layout it made and the stroke it set up: while
 * that layout is still on the table, sharing it again shares the whole scenario (its velocities,
 * spins, heights, pockets, rules, lamp, declared acts), with the page's stroke where the player
 * changed it.
 */
const loadedHere = new WeakMap<
  PracticeContext,
  { readonly scenario: Scenario; readonly layout: PracticeContext['st']['layout']; readonly stroke: string }
>();

/** The loaded scenario with the stroke as the page has it now: the file's own when unchanged, else the page's (and no expect, which was the file's stroke's). */
function loadedScenario(c: PracticeContext, page: ScenarioInput): ScenarioInput | null {
  const loaded = loadedHere.get(c);
  if (!loaded || loaded.layout !== c.st.layout) return null;
  if (JSON.stringify(strokeNow(c.st)) === loaded.stroke) return loaded.scenario;
  const { expect: _was, shot, ...rest } = loaded.scenario;
  const mine = page.shot as NonNullable<ScenarioInput['shot']>;
  return { ...rest, shot: Array.isArray(shot) ? [mine as never, shot[1] as never] : mine };
}

/** The stroke in play, as a shareable scenario: the layout and state before it and the stroke settings. */
function currentScenario(c: PracticeContext): ScenarioInput {
  const { st } = c;
  if (st.lastStroke && st.ruling && st.mode === 'rest') {
    return scenarioFromStroke({
      name: TEXTS.sharedName[c.st.lang](new Date().toISOString().slice(0, 19).replace('T', ' ')),
      balls: st.lastStroke.layout.balls,
      inPockets: inPocketInputs(st.pocketsBefore),
      state: st.lastStroke.layout.state,
      stroke: st.lastStroke.stroke,
      ruling: st.ruling,
    });
  }
  const page = scenarioFromStroke({
    name: 'Shared layout',
    balls: st.layout.balls,
    inPockets: inPocketInputs(st.inPockets),
    state: st.layout.state,
    stroke: strokeNow(st),
  });
  return loadedScenario(c, page) ?? page;
}

/**
 * The address fragment each page last put on its table (or refused), so that coming back from
 * Referee training or sharing the table again never re-reads an unchanged link and resets the game
 * in progress to it.
 */
const handledHash = new WeakMap<PracticeContext, string>();

export function share(c: PracticeContext): void {
  if (c.st.mode === 'playing') return;
  window.history.replaceState(null, '', `#${shareFragment(currentScenario(c))}`);
  handledHash.set(c, location.hash);
  navigator.clipboard?.writeText(location.href).catch(() => {
    /* no clipboard here: the address bar holds it */
  });
  c.st.message = say(TEXTS.shared);
  c.refresh();
}

/** Loads a stroke shared in the URL, once per link; a bad link changes nothing and says why. */
export function loadShared(c: PracticeContext): void {
  // During referee training the table is the question's: a link waits until training is left.
  if (c.st.external || handledHash.get(c) === location.hash) return;
  handledHash.set(c, location.hash);
  const read = readShared(location.hash);
  if (!read) return;
  if ('error' in read) {
    c.st.message = say(TEXTS.badLink, read.error);
    c.refresh();
    return;
  }
  applyScenario(c, read.scenario);
}

/** Loads a scenario file chosen by the player (a saved layout or stroke); a bad file changes nothing. */
export function loadFile(c: PracticeContext, file: File): void {
  void file.text().then((text) => {
    try {
      applyScenario(c, parseScenarioText(text));
    } catch (e) {
      c.st.message = say(TEXTS.badFile, e instanceof Error ? e.message : String(e));
      c.refresh();
    }
  });
}

/** Puts a scenario's layout, game state and stroke settings on the table. */
function applyScenario(c: PracticeContext, s: Scenario): void {
  const { st } = c;
  if (s.table !== c.tableId) {
    // Another table size: reload the scene for it, keeping the link.
    const u = new URL(location.href);
    u.searchParams.set('table', s.table);
    location.assign(u.toString());
    return;
  }
  const prepared = prepareLayout(s);
  if (!prepared.balls.some((b) => b.id === 'cue' && !b.pocket)) {
    st.message = say(TEXTS.badLink, 'balls: the layout has no cue ball on the table');
    c.refresh();
    return;
  }
  st.history.push(st.layout);
  st.layout = {
    balls: prepared.balls.filter((b) => !b.pocket).map((b) => ({ id: b.id, x: b.x, y: b.y })),
    state: gameState(s),
    inPockets: prepared.balls.filter((b) => b.pocket),
  };
  st.inPockets = inPocketsOf(st.layout);
  c.view.resetOrientations();
  const stroke = prepared.strokes[0]?.stroke;
  if (stroke) {
    // The file's own angle where it gives one: the page's direction is then the loader's, bit for bit.
    const own = Array.isArray(s.shot) ? s.shot[0]?.aimDeg : s.shot?.aimDeg;
    st.aimDeg = own ?? (Math.atan2(stroke.dir[1], stroke.dir[0]) * 180) / Math.PI;
    st.cueSpeed = stroke.cueSpeed;
    st.tip = { ...stroke.tip };
    c.ui.picker.set(st.tip);
    st.elevationDeg = stroke.elevationDeg;
    c.ui.speed.value = String(st.cueSpeed);
  }
  // The push shot is the page's shove (G23), not a strike at the same speed.
  st.shove = stroke?.pushS !== undefined;
  st.mode = 'aim';
  st.record = null;
  st.ruling = null;
  loadedHere.set(c, { scenario: s, layout: st.layout, stroke: JSON.stringify(strokeNow(st)) });
  const left = notCarried(s, prepared.params.ballRadiusM);
  st.message = left.length > 0 ? say(TEXTS.loadedPartly, s.name, left) : say(TEXTS.loaded, s.name);
  c.refresh();
}
