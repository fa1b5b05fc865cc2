/**
 * The outcomes of a stroke, named as the rulebook names them: the shooter continues, the turn goes
 * over, a foul gives the opponent the table, the rack is lost. A game's file says which one a stroke
 * is and what it adds (a respot, the next player's options, a note); ruling.ts words it.
 */
import { other, type BallInHand, type Foul, type GameState, type Player } from '../types.ts';
import type { Outcome } from './game.ts';

type More = Partial<Outcome>;

/** A legal stroke that pocketed a ball as the game asks: the shooter stays at the table (G36). */
export function shooterContinues(state: GameState, fouls: Foul[], pocketed: string[], more: More = {}): Outcome {
  return { legal: true, fouls, pocketed, respot: [], continues: true, nextShooter: state.shooter, ballInHand: 'none', options: [], ...more };
}

/** A legal stroke that ends the inning: the opponent plays the balls as they lie. */
export function turnOver(state: GameState, fouls: Foul[], pocketed: string[], more: More = {}): Outcome {
  return { legal: true, fouls, pocketed, respot: [], continues: false, nextShooter: other(state.shooter), ballInHand: 'none', options: [], ...more };
}

/** A legal stroke: the shooter continues or the turn goes over. */
export function legalStroke(state: GameState, fouls: Foul[], pocketed: string[], continues: boolean, more: More = {}): Outcome {
  return continues ? shooterContinues(state, fouls, pocketed, more) : turnOver(state, fouls, pocketed, more);
}

/** A foul (G16): the inning ends, the opponent comes to the table with the cue ball as the game gives it. */
export function foulTurnOver(state: GameState, fouls: Foul[], pocketed: string[], ballInHand: BallInHand, more: More = {}): Outcome {
  return { legal: false, fouls, pocketed, respot: [], continues: false, nextShooter: other(state.shooter), ballInHand, options: [], ...more };
}

/** Loss of the rack: `loser` loses the game, the winner breaks the next rack (a legal win when no foul lost it). */
export function lossOfRack(loser: Player, fouls: Foul[], pocketed: string[], more: More = {}): Outcome {
  return {
    legal: fouls.length === 0,
    fouls,
    pocketed,
    respot: [],
    continues: false,
    nextShooter: other(loser),
    ballInHand: 'kitchen',
    options: ['re-rack'],
    lossOfGame: loser,
    ...more,
  };
}
