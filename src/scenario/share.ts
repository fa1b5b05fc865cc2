/**
 * A stroke or a layout shared as a URL: the scenario file itself, as UTF-8 JSON in
 * base64url, after `#scenario=`. Reading one goes through the same loader as every scenario file
 * (zod schema, layout checks), so a malformed or hostile link gives a clear message naming the
 * field and changes nothing.
 */
import { parseScenarioText } from './load.ts';
import { ScenarioError } from './errors.ts';
import type { Scenario, ScenarioInput } from './schema.ts';

/** The fragment key of a shared scenario. */
export const SHARE_KEY = 'scenario';
/** Longest shared fragment read, characters (a full 16-ball layout with a stroke needs about 2,000). */
export const MAX_SHARED_CHARS = 20_000;

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url text');
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The URL fragment (without '#') that carries a scenario. */
export function shareFragment(scenario: ScenarioInput): string {
  return `${SHARE_KEY}=${toBase64Url(new TextEncoder().encode(JSON.stringify(scenario)))}`;
}

export type SharedRead = { readonly scenario: Scenario } | { readonly error: string } | null;

/** Reads a URL fragment (with or without '#'): null when it carries no scenario. */
export function readShared(fragment: string): SharedRead {
  const body = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const prefix = `${SHARE_KEY}=`;
  if (!body.startsWith(prefix)) return null;
  const data = body.slice(prefix.length);
  if (data.length > MAX_SHARED_CHARS) return { error: `shared link: ${data.length} characters, at most ${MAX_SHARED_CHARS}` };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(data));
  } catch (e) {
    return { error: `shared link: cannot be read (${(e as Error).message})` };
  }
  try {
    return { scenario: parseScenarioText(text) };
  } catch (e) {
    // A bad scenario names its field; anything else a link can cause is still the link's fault, never the page's.
    if (e instanceof ScenarioError) return { error: `shared link: ${e.message}` };
    return { error: `shared link: cannot be read (${e instanceof Error ? e.message : String(e)})` };
  }
}
