/**
 * Tip-offset picker: the cue ball's face seen along the stroke; click or drag to set where the tip
 * meets it (side > 0 right english, height > 0 follow, fractions of R). The miscue limit is drawn
 * as a circle, and the ferrule limit beyond it; a tip past the miscue limit is drawn red.
 */
export interface Tip {
  side: number;
  height: number;
}

export function createSpinPicker(
  size: number,
  miscueLimit: number,
  ferruleLimit: number,
  onChange: (t: Tip) => void,
): { el: HTMLCanvasElement; set(t: Tip): void } {
  const el = document.createElement('canvas');
  el.width = size;
  el.height = size;
  el.className = 'spin';
  el.title = 'Tip offset / Miesto úderu';
  const g = el.getContext('2d');
  let tip: Tip = { side: 0, height: 0 };
  const r = size / 2 - 4;
  const draw = () => {
    if (!g) return;
    g.clearRect(0, 0, size, size);
    g.fillStyle = '#f7f4ea';
    g.beginPath();
    g.arc(size / 2, size / 2, r, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = '#d9a400';
    g.setLineDash([4, 3]);
    g.beginPath();
    g.arc(size / 2, size / 2, r * miscueLimit, 0, Math.PI * 2);
    g.stroke();
    g.strokeStyle = '#c0392b';
    g.beginPath();
    g.arc(size / 2, size / 2, r * ferruleLimit, 0, Math.PI * 2);
    g.stroke();
    g.setLineDash([]);
    // Past the miscue limit the tip's dot turns red (the read-out beside it says what follows).
    g.fillStyle = Math.hypot(tip.side, tip.height) > miscueLimit ? '#c0392b' : '#1f3fbf';
    g.beginPath();
    g.arc(size / 2 + tip.side * r, size / 2 - tip.height * r, 5, 0, Math.PI * 2);
    g.fill();
  };
  const pick = (ev: PointerEvent) => {
    const b = el.getBoundingClientRect();
    // The page may draw the picker smaller than its drawing (a short dock): points are scaled back.
    const k = b.width > 0 ? size / b.width : 1;
    let side = ((ev.clientX - b.left) * k - size / 2) / r,
      height = -((ev.clientY - b.top) * k - size / 2) / r;
    const m = Math.sqrt(side * side + height * height);
    if (m > 0.9) {
      side *= 0.9 / m;
      height *= 0.9 / m;
    }
    tip = { side: Math.round(side * 100) / 100, height: Math.round(height * 100) / 100 };
    draw();
    onChange(tip);
  };
  el.addEventListener('pointerdown', (e) => {
    el.setPointerCapture(e.pointerId);
    pick(e);
  });
  el.addEventListener('pointermove', (e) => {
    if (e.buttons) pick(e);
  });
  draw();
  return {
    el,
    set(t) {
      tip = t;
      draw();
    },
  };
}
