/**
 * A shot diagram as SVG, the way rulebooks and coaching books draw shots: the table from above
 * (cushions, pockets, sights, head string, foot spot), each ball's start, path and end, the
 * contacts numbered in order, and the ruling with its rule ids as a caption. A pure function of
 * the record and the table geometry (no DOM), so the CLI writes it and tests read it.
 */
import { sampleBall, type ShotRecord } from '../physics/index.ts';
import type { Ruling } from '../rules/index.ts';
import type { TableGeometry } from '../table/geometry.ts';
import { BALL_COLOURS_HEX } from '../table/ball-colours.ts';

/** Pixels per metre of the drawing. */
const SCALE = 400;
/** Path sampling interval, s. */
const PATH_DT_S = 0.01;

/**
 * Text as XML character data and attribute values: the five special characters escaped, and the
 * characters XML 1.0 does not allow (controls other than tab and newlines, lone surrogates,
 * U+FFFE, U+FFFF) replaced by U+FFFD, so the file stays well-formed whatever a name holds.
 */
// eslint-disable-next-line no-control-regex -- matching the controls XML 1.0 forbids is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const esc = (s: string) =>
  s.replace(NOT_XML, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const f = (v: number) => v.toFixed(1);

export function shotDiagramSvg(table: TableGeometry, record: ShotRecord, ruling: Ruling | null, title: string, lang: 'en' | 'sk' = 'en'): string {
  const { lengthM: L, widthM: W, railWidthM: rail } = table.spec;
  const R = record.trajectory.ballRadius;
  const margin = rail + 0.02;
  const width = (L + 2 * margin) * SCALE;
  const tableH = (W + 2 * margin) * SCALE;
  const captionH = 90;
  // Table frame -> SVG: x to the right (head on the left), y up (left cushion at the top).
  const X = (x: number) => (x + L / 2 + margin) * SCALE;
  const Y = (y: number) => (W / 2 + margin - y) * SCALE;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(width)}" height="${f(tableH + captionH)}" viewBox="0 0 ${f(width)} ${f(tableH + captionH)}" font-family="sans-serif">`,
  );
  out.push(`<title>${esc(title)}</title>`);
  out.push(`<rect x="0" y="0" width="${f(width)}" height="${f(tableH + captionH)}" fill="#fff"/>`);
  out.push(`<rect x="0" y="0" width="${f(width)}" height="${f(tableH)}" fill="#5a3418"/>`);
  out.push(`<rect x="${f(X(-L / 2))}" y="${f(Y(W / 2))}" width="${f(L * SCALE)}" height="${f(W * SCALE)}" fill="#1d6b3a"/>`);
  for (const p of table.pockets) {
    out.push(`<circle cx="${f(X(p.hole.centre[0]))}" cy="${f(Y(p.hole.centre[1]))}" r="${f(p.hole.radius * SCALE)}" fill="#111"/>`);
  }
  for (const e of table.elements) {
    if (e.kind === 'segment')
      out.push(`<line x1="${f(X(e.a[0]))}" y1="${f(Y(e.a[1]))}" x2="${f(X(e.b[0]))}" y2="${f(Y(e.b[1]))}" stroke="#0d3b1f" stroke-width="3"/>`);
    else out.push(`<circle cx="${f(X(e.centre[0]))}" cy="${f(Y(e.centre[1]))}" r="${f(e.radius * SCALE)}" fill="#0d3b1f"/>`);
  }
  for (const [x, y] of table.diamonds) out.push(`<circle cx="${f(X(x))}" cy="${f(Y(y))}" r="3" fill="#eee"/>`);
  out.push(
    `<line x1="${f(X(table.headStringX))}" y1="${f(Y(W / 2))}" x2="${f(X(table.headStringX))}" y2="${f(Y(-W / 2))}" stroke="#cfd8cf" stroke-width="1" stroke-dasharray="6 4"/>`,
  );
  out.push(`<circle cx="${f(X(table.spots.foot[0]))}" cy="${f(Y(table.spots.foot[1]))}" r="2.5" fill="#eee"/>`);
  // Paths, start positions (ghosts) and end positions.
  for (const traj of record.trajectory.balls) {
    const colour = BALL_COLOURS_HEX[traj.id] ?? '#ddd';
    // The path as runs on the cloth (solid) and in the air (dashed, as coaching books draw a jump).
    const pts: string[] = [];
    const runs: Array<{ air: boolean; pts: string[] }> = [];
    for (let t = 0; t <= record.trajectory.endT + PATH_DT_S; t += PATH_DT_S) {
      const s = sampleBall(record, traj, Math.min(t, record.trajectory.endT));
      if (!s) continue;
      const p = `${f(X(s.r[0]))},${f(Y(s.r[1]))}`;
      pts.push(p);
      const air = s.mode === 'airborne';
      const last = runs[runs.length - 1];
      if (last && last.air === air) last.pts.push(p);
      else runs.push({ air, pts: last ? [last.pts[last.pts.length - 1] as string, p] : [p] });
      if (s.mode === 'pocketed' || s.mode === 'off-table' || s.mode === 'tumbling') break;
    }
    const first = traj.segments[0];
    if (!first) continue;
    const moved = new Set(pts).size > 1;
    if (moved) {
      for (const run of runs) {
        if (run.pts.length < 2) continue;
        out.push(
          `<polyline points="${run.pts.join(' ')}" fill="none" stroke="${colour}" stroke-width="2" stroke-opacity="0.85"${run.air ? ' stroke-dasharray="7 4"' : ''}/>`,
        );
      }
    }
    if (moved)
      out.push(
        `<circle cx="${f(X(first.r[0]))}" cy="${f(Y(first.r[1]))}" r="${f(R * SCALE)}" fill="none" stroke="${colour}" stroke-width="1.5" stroke-dasharray="3 3"/>`,
      );
    const fin = record.final.balls.find((b) => b.id === traj.id);
    if (fin && fin.x !== undefined && fin.y !== undefined) {
      out.push(`<circle cx="${f(X(fin.x))}" cy="${f(Y(fin.y))}" r="${f(R * SCALE)}" fill="${colour}" stroke="#000" stroke-width="1"/>`);
      if (traj.id !== 'cue')
        out.push(
          `<text x="${f(X(fin.x))}" y="${f(Y(fin.y) + 4)}" font-size="11" text-anchor="middle" fill="${traj.id === '8' ? '#fff' : '#000'}">${esc(traj.id)}</text>`,
        );
    }
  }
  // The cue at address: a line back from the tip along the stroke, 0.6 m of stick.
  for (const sk of record.trajectory.sticks ?? []) {
    const [tx, ty] = sk.tip;
    out.push(
      `<line x1="${f(X(tx))}" y1="${f(Y(ty))}" x2="${f(X(tx - sk.dir[0] * 0.6))}" y2="${f(Y(ty - sk.dir[1] * 0.6))}" stroke="#c8a165" stroke-width="5" stroke-linecap="round" opacity="0.8"/>`,
    );
  }
  // Tip contacts (T1 is the strike; T2 and later are double hits), at the cue ball's place.
  const cueTraj = record.trajectory.balls.find((b) => b.id === 'cue');
  for (const e of record.events) {
    if (e.type !== 'cue-tip-contact' || !cueTraj) continue;
    const sample = sampleBall(record, cueTraj, e.t);
    if (!sample) continue;
    const dx = e.count === 1 ? -14 : 14;
    out.push(
      `<g><circle cx="${f(X(sample.r[0]) + dx)}" cy="${f(Y(sample.r[1]) - 14)}" r="9" fill="#d42a1e" stroke="#000" stroke-width="1"/><text x="${f(X(sample.r[0]) + dx)}" y="${f(Y(sample.r[1]) - 10)}" font-size="9" text-anchor="middle" fill="#fff">T${e.count}</text></g>`,
    );
  }
  // Contacts numbered in order.
  let k = 0;
  for (const e of record.events) {
    if ((e.type !== 'ball-ball' && e.type !== 'ball-cushion') || !('pos' in e)) continue;
    k++;
    const [x, y] = e.pos;
    out.push(
      `<g><circle cx="${f(X(x))}" cy="${f(Y(y))}" r="8" fill="#ffd400" stroke="#000" stroke-width="1"/><text x="${f(X(x))}" y="${f(Y(y) + 4)}" font-size="10" text-anchor="middle" fill="#000">${k}</text></g>`,
    );
  }
  // Caption: the ruling with its rule ids.
  const lines: string[] = [title];
  if (ruling) {
    lines.push(ruling.explanation[lang]);
    if (ruling.fouls.length > 0) lines.push(ruling.fouls.map((fl) => `${fl.code} (${fl.rule})`).join(', '));
  }
  lines.forEach((line, i) => {
    out.push(
      `<text x="12" y="${f(tableH + 24 + i * 22)}" font-size="${i === 0 ? 16 : 14}" fill="#111"${i === 0 ? ' font-weight="bold"' : ''}>${esc(line)}</text>`,
    );
  });
  out.push('</svg>');
  return out.join('\n');
}
