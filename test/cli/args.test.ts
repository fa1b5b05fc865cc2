/** The CLI's reading of its command line through node:util parseArgs (src/cli/args.ts), in the order written. */
import { describe, expect, it } from 'vitest';
import { argTokens } from '../../src/cli/args.ts';

const OPTIONS = { json: 'boolean', svg: 'string', workers: 'string' } as const;

describe('argTokens', () => {
  it('gives options with their values and positional arguments in order', () => {
    expect(argTokens(['a.json', '--json', '--workers', '4', 'b.json'], OPTIONS)).toEqual([
      { kind: 'positional', value: 'a.json' },
      { kind: 'option', name: 'json', raw: '--json', value: undefined },
      { kind: 'option', name: 'workers', raw: '--workers', value: '4' },
      { kind: 'positional', value: 'b.json' },
    ]);
  });
  it('a string option takes the next argument whatever it is, or none at the end: the command judges it', () => {
    expect(argTokens(['--svg', '--json'], OPTIONS)).toEqual([{ kind: 'option', name: 'svg', raw: '--svg', value: '--json' }]);
    expect(argTokens(['--workers', '-1'], OPTIONS)).toEqual([{ kind: 'option', name: 'workers', raw: '--workers', value: '-1' }]);
    expect(argTokens(['--svg'], OPTIONS)).toEqual([{ kind: 'option', name: 'svg', raw: '--svg', value: undefined }]);
  });
  it('an unknown option, an inline value and the -- terminator come back as written; single-dash arguments are positional', () => {
    expect(argTokens(['--bogus', 'x'], OPTIONS)).toEqual([
      { kind: 'unknown', raw: '--bogus' },
      { kind: 'positional', value: 'x' },
    ]);
    expect(argTokens(['--svg=out.svg'], OPTIONS)).toEqual([{ kind: 'unknown', raw: '--svg=out.svg' }]);
    expect(argTokens(['--', 'x'], OPTIONS)[0]).toEqual({ kind: 'unknown', raw: '--' });
    expect(argTokens(['-ab', '-5'], OPTIONS)).toEqual([
      { kind: 'positional', value: '-ab' },
      { kind: 'positional', value: '-5' },
    ]);
  });
});
