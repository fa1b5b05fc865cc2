/**
 * The advisor benchmark's figures for one player at one level over its racks:
 * run-outs with their 95 % Wilson interval (racks won in the inning; in 14.1, innings of a whole
 * rack's balls), balls per inning, fouls per rack, called pots made by
 * kind, safeties and how often they fouled, and the calibration of the predicted chance: in each
 * band of predicted chance, the strokes' mean prediction beside the share that kept the table.
 */
import type { InningResult, StrokeOutcome } from '../../advisor/inning.ts';
import { wilson95 } from './bench-advisor-matches.ts';
import type { BenchGame, SafetyReply } from './bench-advisor-racks.ts';

/** The calibration's bands of predicted chance: [0, 0.2), [0.2, 0.4), ..., [0.8, 1]. */
export const CALIBRATION_BANDS = 5;

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

export interface Band {
  readonly from: number;
  readonly to: number;
  readonly strokes: number;
  /** Mean predicted chance, and the share that kept the table (null in an empty band). */
  readonly predicted: number | null;
  readonly made: number | null;
}

export function calibration(strokes: readonly StrokeOutcome[]): Band[] {
  return Array.from({ length: CALIBRATION_BANDS }, (_, k) => {
    const from = k / CALIBRATION_BANDS,
      to = (k + 1) / CALIBRATION_BANDS;
    const inBand = strokes.filter((x) => x.chance >= from && (x.chance < to || (k === CALIBRATION_BANDS - 1 && x.chance <= to)));
    const n = inBand.length;
    return {
      from,
      to,
      strokes: n,
      predicted: n ? round(inBand.reduce((a, x) => a + x.chance, 0) / n) : null,
      made: n ? round(inBand.filter((x) => x.kept).length / n) : null,
    };
  });
}

/** In 14.1 (no rack to win in one inning), a run-out is an inning that pockets a whole rack's balls: the 14 of a re-rack. */
export const STRAIGHT_POOL_RUN_OUT_BALLS = 14;

/** Safeties played, the share that fouled, and the opponent's first stroke after the legal ones (bench-advisor-racks.ts safetyReply): how many, and the share he kept the table with or fouled. */
export function safetyOutcomes(rs: ReadonlyArray<InningResult & { readonly reply?: SafetyReply | null }>) {
  const safeties = rs.flatMap((r) => r.strokes).filter((x) => !x.pot);
  const replies = rs.flatMap((r) => (r.reply ? [r.reply] : []));
  const share = (n: number, of: number) => round(n / Math.max(of, 1));
  return {
    played: safeties.length,
    fouled: share(safeties.filter((x) => x.fouled).length, safeties.length),
    replies: replies.length,
    opponentKept: share(replies.filter((x) => x.kept).length, replies.length),
    opponentFouled: share(replies.filter((x) => x.fouled).length, replies.length),
  };
}

export function summarise(rs: ReadonlyArray<InningResult & { readonly reply?: SafetyReply | null }>, game: BenchGame = 'nine-ball') {
  const racks = rs.length;
  const sum = (f: (r: InningResult) => number) => rs.reduce((a, r) => a + f(r), 0);
  const decisions = sum((r) => r.decisions),
    ms = sum((r) => r.decisionMs);
  const strokes = rs.flatMap((r) => r.strokes);
  const ranOut = (r: InningResult) => (game === 'straight-pool' ? r.pocketed >= STRAIGHT_POOL_RUN_OUT_BALLS : r.won);
  const won = sum((r) => (ranOut(r) ? 1 : 0));
  const [lo, hi] = wilson95(won, racks);
  const pots = strokes.filter((x) => x.pot);
  const kinds = [...new Set(pots.map((x) => x.kind))].sort();
  return {
    racks,
    runOutRate: round(won / Math.max(racks, 1)),
    runOutInterval95: [round(lo), round(hi)],
    ballsPerInning: round(sum((r) => r.pocketed) / Math.max(racks, 1)),
    foulsPerRack: round(sum((r) => r.fouls) / Math.max(racks, 1)),
    potsMade: round(pots.filter((x) => x.kept).length / Math.max(pots.length, 1)),
    potsByKind: Object.fromEntries(
      kinds.map((k) => {
        const of = pots.filter((x) => x.kind === k);
        return [k, { tried: of.length, made: round(of.filter((x) => x.kept).length / of.length) }];
      }),
    ),
    safeties: safetyOutcomes(rs),
    calibration: calibration(strokes),
    msPerDecision: round(ms / Math.max(decisions, 1), 1),
    simulationsPerSecond: Math.round((1000 * sum((r) => r.simulations)) / Math.max(ms, 1e-9)),
  };
}
