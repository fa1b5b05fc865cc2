/**
 * `npm run bench:pockets [-- --step MM]`: how big this table's pockets play, measured the
 * way Dr. Dave Alciatore's TP 3.5 (side pocket) and TP 3.6 (corner pocket) analyses define it: the
 * width of the lines along which a lone, naturally rolling ball ends in the pocket, at 0/15/30/45
 * degrees to a corner's axis and 0/15/30/45/60 to a side's, slow and at 1, 2.5 and 4 m/s (and 6) at
 * the mouth. Printed beside the analyses' slow-ball sizes for this table's geometry and written to
 * bench/pocket-results.json, with where the balls that did not stay went.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { DEFAULT_PARAMS } from '../../physics/index.ts';
import { acceptanceLines, type AcceptanceQuery, effectiveSize } from '../../physics/engine.ts';
import { tableGeometry, type Pocket } from '../../table/geometry.ts';

/** The slow ball of the analyses: rolling at this speed across the mouth line, m/s (it stops about 0.5 m beyond). */
const SLOW_MPS = 0.3;
const SPEEDS = [SLOW_MPS, 1, 2.5, 4, 6];
/**
 * TP 3.6 (corner) and TP 3.5 (side) for this table's geometry (mouth, facing angle, shelf, hole),
 * slow balls, mm.
 */
const ANALYSIS_MM = {
  corner: { 0: 64, 15: 61, 30: 51, 45: 35 },
  side: { 0: 80, 15: 77, 30: 65, 45: 48, 60: 17 },
} as const;

const stepIndex = process.argv.indexOf('--step');
const stepMm = stepIndex < 0 ? 1 : Number(process.argv[stepIndex + 1]);
if (!(Number.isFinite(stepMm) && stepMm >= 0.1 && stepMm <= 10)) {
  process.stderr.write(`--step: expected a spacing from 0.1 to 10 mm, got ${JSON.stringify(process.argv[stepIndex + 1] ?? null)}\n`);
  process.exit(2);
}

const table = tableGeometry('9ft');
const params = DEFAULT_PARAMS;
const t0 = performance.now();
const rows: Array<Record<string, unknown>> = [];
for (const [kind, id] of [
  ['corner', 'foot-left'],
  ['side', 'side-left'],
] as const) {
  const pocket = table.pockets.find((p) => p.id === id) as Pocket;
  for (const [angle, analysis] of Object.entries(ANALYSIS_MM[kind])) {
    const sizes: Record<string, number> = {};
    const elsewhere: Record<string, Record<string, number>> = {};
    for (const speed of SPEEDS) {
      const q: AcceptanceQuery = { table, params, pocket, angleDeg: Number(angle), speedMps: speed, stepM: stepMm / 1000, spanM: 0.09, runUpM: 0.5 };
      const lines = acceptanceLines(q);
      sizes[String(speed)] = Math.round(effectiveSize(q, lines) * 1000);
      const away: Record<string, number> = {};
      for (const l of lines) if (l.outcome !== id && l.outcome !== 'table') away[l.outcome] = (away[l.outcome] ?? 0) + 1;
      elsewhere[String(speed)] = away;
    }
    rows.push({ pocket: kind, angleDeg: Number(angle), analysisSlowMm: analysis, engineMm: sizes, elsewhere });
  }
}
const seconds = (performance.now() - t0) / 1000;

const head = `pocket  angle  analysis(slow)  ${SPEEDS.map((s) => (s === SLOW_MPS ? 'slow' : `${s} m/s`).padStart(7)).join(' ')}   (mm)`;
process.stdout.write(`Effective pocket size, lines ${stepMm} mm apart, a lone naturally rolling ball\n${head}\n`);
for (const r of rows) {
  const sizes = r.engineMm as Record<string, number>;
  const cells = SPEEDS.map((s) => String(sizes[String(s)]).padStart(7)).join(' ');
  process.stdout.write(`${String(r.pocket).padEnd(7)} ${String(r.angleDeg).padStart(5)}  ${String(r.analysisSlowMm).padStart(14)}  ${cells}\n`);
}
process.stdout.write(`${seconds.toFixed(1)} s\n`);
mkdirSync('bench', { recursive: true });
writeFileSync(
  'bench/pocket-results.json',
  `${JSON.stringify({ date: new Date().toISOString(), stepMm, slowMps: SLOW_MPS, runUpM: 0.5, seconds: Number(seconds.toFixed(1)), rows }, null, 2)}\n`,
);
