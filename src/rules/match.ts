/**
 * Match procedure: who breaks the next game (G6, G35 and its options G35.1-G35.3).
 */
import { other, type Player } from './types.ts';

/** G35: the winner breaks (default); G35.1 alternate; G35.2 the loser breaks; G35.3 the player behind breaks. */
export type BreakOrder = 'winner' | 'alternate' | 'loser' | 'trailing';

export function nextBreaker(order: BreakOrder, last: { breaker: Player; winner: Player }, games: Readonly<Record<Player, number>>): Player {
  switch (order) {
    case 'winner':
      return last.winner;
    case 'alternate':
      return other(last.breaker);
    case 'loser':
      return other(last.winner);
    case 'trailing':
      if (games.A === games.B) return other(last.breaker);
      return games.A < games.B ? 'A' : 'B';
  }
}
