/**
 * The command line as node:util's parseArgs reads it, in order, for the CLI's own checks and
 * messages: each known option with its value (a string option takes the next argument whatever it
 * is, so a missing or misplaced value is judged, and named, by the command), each positional
 * argument, and each unknown option as it was written. Arguments with a single dash (a negative
 * number, `-`) are positional, as the CLI always read them; an inline value (`--svg=x`) and the
 * `--` terminator are not options of this CLI, so they come back unknown.
 */
import { parseArgs } from 'node:util';
import { once } from './cli-args.ts';

export type ArgToken =
  | { readonly kind: 'option'; readonly name: string; readonly raw: string; readonly value: string | undefined }
  | { readonly kind: 'positional'; readonly value: string }
  | { readonly kind: 'unknown'; readonly raw: string };

/**
 * Each option may be given once, but for those named in `repeatable` (`--computer` for each player):
 * a second `--race` or `--out` would silently replace the first (once, cli-args.ts).
 */
export function argTokens(
  argv: readonly string[],
  options: Readonly<Record<string, 'string' | 'boolean'>>,
  repeatable: readonly string[] = [],
): ArgToken[] {
  const { tokens } = parseArgs({
    args: [...argv],
    options: Object.fromEntries(Object.entries(options).map(([name, type]) => [name, { type }])),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const out: ArgToken[] = [];
  let lastIndex = -1;
  const seen = new Set<string>();
  for (const t of tokens) {
    if (t.index === lastIndex) continue; // a short group (-ab) is one argument
    lastIndex = t.index;
    const raw = argv[t.index] as string;
    if (t.kind === 'positional') out.push({ kind: 'positional', value: t.value });
    else if (t.kind === 'option-terminator') out.push({ kind: 'unknown', raw });
    else if (!t.rawName.startsWith('--')) out.push({ kind: 'positional', value: raw });
    else if (!(t.name in options) || t.inlineValue) out.push({ kind: 'unknown', raw });
    else {
      if (!repeatable.includes(t.name)) once(seen, t.rawName);
      out.push({ kind: 'option', name: t.name, raw: t.rawName, value: t.value });
    }
  }
  return out;
}
