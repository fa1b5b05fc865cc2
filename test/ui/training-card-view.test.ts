/**
 * The card on the table: every card shows its own question's balls, whatever card was open before
 * it (an exam's result opens cards one after another). A replay sets only the balls of its own
 * record, so a card that does not lay out its table leaves the earlier card's balls on the cloth.
 * The table here is a model of the renderer's rule: showBalls lays out exactly the balls given, a
 * seek moves only the balls of the record being reviewed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShotRecord } from '../../src/physics/record/shot-record.ts';
import { runScenario } from '../../src/scenario/run.ts';
import type { AppControls } from '../../src/ui/practice-training.ts';
import { showCard } from '../../src/ui/training-card-view.ts';
import { trainingScenarios } from '../../src/ui/training-library.ts';

/** Just enough of the DOM for the card's elements to be built (nothing is drawn). */
class FakeElement {
  children: unknown[] = [];
  dataset: Record<string, string> = {};
  classList = { add: () => {}, remove: () => {}, toggle: () => {} };
  append(...kids: unknown[]): void {
    this.children.push(...kids);
  }
  replaceChildren(...kids: unknown[]): void {
    this.children = kids;
  }
  querySelectorAll(): unknown[] {
    return [];
  }
}

const g = globalThis as { document?: unknown };
let saved: unknown;
beforeAll(() => {
  saved = g.document;
  g.document = { createElement: () => new FakeElement() };
});
afterAll(() => {
  g.document = saved;
});

/** The table as the renderer keeps it: the balls on show, and the record a seek reads. */
function table(): { controls: AppControls; onTable: Set<string> } {
  const onTable = new Set<string>();
  let record: ShotRecord | null = null;
  const controls: AppControls = {
    showBalls(balls) {
      onTable.clear();
      for (const b of balls) onTable.add(b.id);
    },
    play: () => Promise.resolve(),
    evidence(rec) {
      if (rec) record = rec;
    },
    relayout() {},
    seek() {
      for (const b of record?.trajectory.balls ?? []) onTable.add(b.id);
    },
    lang: () => 'sk',
    release() {},
    review() {},
  };
  return { controls, onTable };
}

describe('a card shows its own table', () => {
  it('a card opened after another shows only its own balls, not those of the card before', () => {
    const library = trainingScenarios();
    const ids = (s: (typeof library)[number]) => new Set(s.balls.map((b) => b.id));
    // A full rack first, then a question with a few balls: the rack's other balls must go.
    const full = library.find((s) => s.balls.length >= 15) as (typeof library)[number];
    const few = library.find((s) => s.balls.length <= 3 && s.game !== 'lag') as (typeof library)[number];
    expect(full).toBeDefined();
    expect(few).toBeDefined();
    const { controls, onTable } = table();
    showCard(new FakeElement() as unknown as HTMLElement, full, runScenario(full), null, controls);
    expect(onTable).toEqual(ids(full));
    showCard(new FakeElement() as unknown as HTMLElement, few, runScenario(few), null, controls);
    expect(onTable).toEqual(ids(few));
  });
});
