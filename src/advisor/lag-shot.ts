/**
 * A computer player's lag stroke (G5): straight up the table at the speed that brings its ball back
 * to rest near the head cushion (LAG_SPEED_MPS on the 9 ft table, scaled by the square root of the
 * table's length, as a rolling ball's distance goes with its speed squared), with its level's speed
 * error: the same for a headless match (match-play.ts) and on the page (ui/practice-match.ts).
 */
import type { MatchShot } from '../scenario/match-session.ts';
import { LAG_SPEED_MPS } from '../scenario/match-session.ts';
import { TABLE_PRESETS, type TablePresetId } from '../table/specs.ts';
import { absoluteErrors } from './evaluate.ts';
import { gaussian, NOISE, type NoiseName } from './noise.ts';

/** The slowest lag struck, m/s. */
const SLOWEST_LAG_MPS = 0.2;

export function lagShot(level: NoiseName, next: () => number, table: TablePresetId = '9ft'): MatchShot {
  const n = NOISE[level];
  const g = () => gaussian(next);
  const scale = Math.sqrt(TABLE_PRESETS[table].lengthM / TABLE_PRESETS['9ft'].lengthM);
  const planned = Math.max(SLOWEST_LAG_MPS, LAG_SPEED_MPS * scale * (1 + n.speedFrac * g()));
  // A level with an error in m/s (the tournaments') has it too, drawn after (absoluteErrors).
  const cueSpeed = Math.max(SLOWEST_LAG_MPS, absoluteErrors({ cueSpeed: planned, elevationDeg: 0 }, { ...n, elevationDeg: 0 }, g).cueSpeed);
  return { aimDeg: 0, cueSpeed };
}
