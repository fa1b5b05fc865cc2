import { it } from 'vitest';
import { playComputerMatch } from '../../src/advisor/match-play.ts';
it('find', () => {
  for (const level of ['club', 'amateur', 'professional'] as const) {
    const who = { A: { name: 'ICGA A', level }, B: { name: 'ICGA B', level } } as const;
    for (let seed = 1; seed <= 25; seed++) {
      const f = playComputerMatch({ game: 'nine-ball', raceTo: 1, breakOrder: 'winner', shotClock: null }, who, seed);
      const k = f.entries.findIndex((e) => e.kind === 'stroke' && (e.scenario.state as { pushOut?: boolean } | undefined)?.pushOut === true);
      console.log('FOUND?', level, seed, k);
      if (k > 0) return;
    }
  }
}, 900000);
