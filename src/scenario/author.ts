/**
 * Authoring: a stroke played in the app becomes a pool-scenario/1 file whose `expect` is the
 * ruling it got, so the library grows from play. A pure function: the UI downloads it,
 * the CLI runs it and must reproduce the ruling.
 */
import type { BallInput, CueStroke } from '../physics/index.ts';
import type { GameState, Ruling } from '../rules/index.ts';
import type { ScenarioInput } from './schema.ts';

export interface AuthoredStroke {
  readonly name: string;
  readonly balls: readonly BallInput[];
  /** The balls lying in pockets before the stroke, each with its `pocket` and, where known, where it lies (x, y, z). */
  readonly inPockets?: readonly BallInput[];
  readonly state: GameState;
  readonly stroke: CueStroke;
  /** The ruling the stroke got, which becomes the file's `expect`; omitted for a stroke not yet played (a shared layout). */
  readonly ruling?: Ruling;
}

export function scenarioFromStroke(a: AuthoredStroke): ScenarioInput {
  const aimDeg = (Math.atan2(a.stroke.dir[1], a.stroke.dir[0]) * 180) / Math.PI;
  const st = a.state;
  return {
    format: 'pool-scenario/1',
    name: a.name,
    description: { en: 'Saved from a stroke played in the simulator.', sk: 'Uložené z úderu zahraného v simulátore.' },
    tags: ['authored', st.game, ...(a.ruling?.fouls.map((f) => f.rule) ?? [])],
    game: st.game,
    balls: [
      ...a.balls.map((b) => ({ id: b.id as never, x: b.x, y: b.y })),
      ...(a.inPockets ?? []).map((b) => ({ id: b.id as never, pocket: b.pocket, ...(b.z !== undefined ? { x: b.x, y: b.y, z: b.z } : {}) })),
    ],
    state: {
      shooter: st.shooter,
      ballInHand: st.ballInHand,
      phase: st.phase,
      foulsInRow: st.foulsInRow,
      warned: st.warned,
      groups: st.groups,
      safety: st.safety,
      pushOut: st.pushOut,
      frozenDeclared: st.frozenDeclared as never,
      score: st.score,
      ...(st.call ? { call: st.call as never } : {}),
      ...(st.obvious !== undefined ? { obvious: st.obvious } : {}),
      ...(st.target !== undefined ? { target: st.target } : {}),
    },
    // The stroke direction as an angle in degrees (the contract's aimDeg); the re-run is checked by
    // the file's own expect, so a last-bit difference in the direction could not pass unnoticed.
    shot: {
      aimDeg,
      cueSpeed: a.stroke.cueSpeed,
      tip: { ...a.stroke.tip },
      elevationDeg: a.stroke.elevationDeg,
      ...(a.stroke.pushS !== undefined ? { pushS: a.stroke.pushS } : {}),
    },
    ...(a.ruling
      ? {
          expect: {
            legal: a.ruling.legal,
            fouls: a.ruling.fouls.map((f) => ({ code: f.code, rule: f.rule })),
            onlyFouls: true,
            enforced: a.ruling.enforced,
            pocketed: [...a.ruling.pocketed] as never,
            inningEnds: a.ruling.inningEnds,
            next: { shooter: a.ruling.next.shooter, ballInHand: a.ruling.next.ballInHand },
          },
        }
      : {}),
  };
}
