/** The settings panel's debug views of the last stroke: its event list and each ball's path. */
import { BALL_COLOURS_HEX } from '../table/ball-colours.ts';
import type { ShotRecord } from '../physics/index.ts';
import type { PracticeContext } from './practice-context.ts';

export class DebugViews {
  private shown: { record: ShotRecord | null; events: boolean; paths: boolean } | null = null;

  constructor(private readonly c: PracticeContext) {}

  /** Redraws the views when the record or the settings changed. */
  refresh(): void {
    const { st, settings, ui, view } = this.c;
    if (this.shown && this.shown.record === st.record && this.shown.events === settings.showEvents && this.shown.paths === settings.showPaths) return;
    this.shown = { record: st.record, events: settings.showEvents, paths: settings.showPaths };
    ui.eventList.hidden = !settings.showEvents || !st.record;
    if (!ui.eventList.hidden && st.record) {
      ui.eventList.replaceChildren(
        ...st.record.events.map((e) => {
          const li = document.createElement('li');
          li.textContent = `${e.t.toFixed(4)} s  ${e.type}  ${e.balls.join(', ')}`;
          return li;
        }),
      );
    }
    view.paths.update(settings.showPaths ? st.record : null, (id) => parseInt((BALL_COLOURS_HEX[id] ?? '#dddddd').slice(1), 16));
  }
}
