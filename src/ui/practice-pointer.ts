/**
 * The pointer on the table (gestures in pointer-input.ts): what is under it (the cloth point, a
 * ball the player may move, a ball's number) and what the gestures do: aim, drag a ball and drop
 * it where it may lie, pull back and strike.
 */
import { dragStrikeAllowed, placeBall, movable } from './practice-actions.ts';
import { GRAB_RADIUS_PX } from './pointer-input.ts';
import { TEXTS } from '../i18n/texts.ts';
import { say } from './practice-state.ts';
import type { PracticeContext } from './practice-context.ts';
import { aimDir, cueOf } from './practice-state.ts';
import { bindPointer } from './pointer-input.ts';
import { gameOf } from '../rules/index.ts';

/**
 * A ball's number shown over it while the mouse is on it: from the overview a ball is a dozen
 * pixels across, too small to read the number printed on it (the 8-ball call names it).
 */
function bindBallTags(c: PracticeContext): void {
  const { st, view } = c;
  const tag = document.createElement('div');
  tag.className = 'ball-tag';
  tag.id = 'ball-tag';
  tag.hidden = true;
  view.renderer.domElement.parentElement?.appendChild(tag);
  const R = () => c.params().ballRadiusM;
  view.renderer.domElement.addEventListener('pointermove', (ev) => {
    const at = ev.pointerType === 'mouse' && st.mode !== 'playing' ? view.clothPoint(ev.clientX, ev.clientY) : null;
    const ball = at ? st.layout.balls.find((b) => b.id !== 'cue' && (b.x - at[0]) ** 2 + (b.y - at[1]) ** 2 <= (1.3 * R()) ** 2) : undefined;
    tag.hidden = !ball;
    if (!ball) return;
    const [x, y] = view.screenOf(ball.x, ball.y, 2 * R());
    tag.textContent = ball.id;
    tag.style.left = `${x}px`;
    tag.style.top = `${y}px`;
  });
  view.renderer.domElement.addEventListener('pointerleave', () => {
    tag.hidden = true;
  });
}

export function bindTablePointer(c: PracticeContext, on: { strike(): void }): { dragging(): boolean; cancel(): void } {
  const { st, view } = c;
  const R = () => c.params().ballRadiusM;
  bindBallTags(c);
  return bindPointer(view.renderer.domElement, {
    // While the computer has the turn the person's pointer neither aims, moves a ball nor strikes.
    accepts: () => st.mode !== 'playing' && !st.external && !c.computerTurn(),
    clothPoint: (ev) => view.clothPoint(ev.clientX, ev.clientY),
    grabbable: (at, client) => {
      // The nearest movable ball within 1.2 R on the cloth or GRAB_RADIUS_PX on the screen.
      let best: (typeof st.layout.balls)[number] | null = null,
        bestD = Infinity;
      for (const b of st.layout.balls) {
        if (!movable(c, b.id)) continue;
        const [sx, sy] = view.screenOf(b.x, b.y, R());
        const px = Math.hypot(sx - client[0], sy - client[1]);
        const near = (b.x - at[0]) ** 2 + (b.y - at[1]) ** 2 <= (1.2 * R()) ** 2 || px <= GRAB_RADIUS_PX;
        if (near && px < bestD) [best, bestD] = [b, px];
      }
      return best;
    },
    strokeAllowed: () => dragStrikeAllowed(c),
    strokeRefused: () => {
      st.message = say(TEXTS.placeFirst);
      c.refresh();
    },
    aimDir: () => aimDir(st),
    grab: (id) => {
      if (id === 'cue')
        view.area.show(gameOf(st.layout.state.game).freePlay ? 'table' : st.layout.state.ballInHand === 'kitchen' ? 'kitchen' : 'table');
    },
    moveBall: (id, at) => {
      view.overlay.group.visible = false;
      view.moveBall(id, at[0], at[1]);
    },
    drop: (id, at) => placeBall(c, id, at[0], at[1]),
    pull: (v) => {
      st.cueSpeed = v;
      c.ui.speed.value = String(v);
      c.refresh();
    },
    strike: () => on.strike(),
    aimAt: (at) => {
      const cue = cueOf(st.layout);
      const dx = at[0] - cue.x,
        dy = at[1] - cue.y;
      if (dx * dx + dy * dy < 1e-6) return;
      st.aimDeg = (Math.atan2(dy, dx) * 180) / Math.PI;
      st.message = null;
      view.marks.update(null, 0); // aiming the next stroke: the last one's contact marks go
      c.refresh();
    },
    release: () => {
      view.area.show(null);
      c.refresh();
    },
  });
}
