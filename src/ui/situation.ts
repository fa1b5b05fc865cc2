/**
 * What the referee knew before the stroke, as evidence lines for the training card: ball in hand,
 * the call, groups, fouls in a row and the warning (T2.16), balls declared frozen (G22, G37), the
 * shot clock, and the facts declared during the stroke (G12, G20, G40 ...). Pure: tested in Node.
 */
import type { Lang } from '../i18n/texts.ts';
import type { Scenario } from '../scenario/schema.ts';

const CUSHION: Record<string, { sk: string; en: string }> = {
  head: { sk: 'hornému mantinelu', en: 'the head cushion' }, foot: { sk: 'spodnému mantinelu', en: 'the foot cushion' },
  left: { sk: 'ľavému mantinelu', en: 'the left cushion' }, right: { sk: 'pravému mantinelu', en: 'the right cushion' },
  cue: { sk: 'bielej', en: 'the cue ball' },
};

const DECLARED: Record<string, { sk: string; en: string }> = {
  'ball-touched': { sk: 'dotkol sa gule', en: 'touched a ball' },
  'foot-off-floor': { sk: 'nemal nohu na zemi', en: 'had no foot on the floor' },
  'measuring-aid': { sk: 'meral pomôckou', en: 'used a measuring aid' },
  'table-marked': { sk: 'označil stôl', en: 'marked the table' },
  'advice-taken': { sk: 'prijal radu', en: 'took advice' },
  'out-of-turn': { sk: 'hral mimo poradia', en: 'played out of turn' },
  'intentional-foul': { sk: 'úmyselný faul', en: 'intentional foul' },
  'shot-while-balls-moving': { sk: 'hral, kým sa gule hýbali', en: 'played while balls were moving' },
  'shot-clock-expired': { sk: 'prekročil časový limit', en: 'let the shot clock expire' },
  'outside-interference': { sk: 'zásah zvonka', en: 'outside interference' },
};

const HAND = {
  kitchen: { sk: 'biela v ruke za čiarou hlavy stola', en: 'cue ball in hand behind the head string' },
  table: { sk: 'biela v ruke kdekoľvek', en: 'cue ball in hand anywhere' },
} as const;

export function describeSituation(s: Scenario, lang: Lang): string[] {
  const sk = lang === 'sk';
  const st = s.state;
  const out: string[] = [];
  const who = `${sk ? 'Na rade' : 'Shooter'}: ${st.shooter}`;
  out.push(st.phase === 'break' ? `${who} (${sk ? 'rozstrel' : 'break'})` : who);
  if (st.ballInHand !== 'none') out.push(HAND[st.ballInHand][lang]);
  if (st.call) out.push(sk ? `ohlásená ${st.call.ball} do ${st.call.pocket}` : `called: the ${st.call.ball} in ${st.call.pocket}`);
  if (st.safety) out.push(sk ? 'ohlásená obrana (safety)' : 'safety declared');
  if (st.pushOut) out.push(sk ? 'ohlásený push-out' : 'push-out declared');
  if (st.groups) out.push(sk ? `skupiny: A ${st.groups.A === 'solids' ? 'plné' : 'polové'}, B ${st.groups.B === 'solids' ? 'plné' : 'polové'}` : `groups: A ${st.groups.A}, B ${st.groups.B}`);
  for (const p of ['A', 'B'] as const) {
    if (st.foulsInRow[p] > 0) out.push(sk ? `${p}: ${st.foulsInRow[p]} fauly za sebou${st.warned[p] ? ', upozornený' : ', neupozornený'}` : `${p}: ${st.foulsInRow[p]} fouls in a row${st.warned[p] ? ', warned' : ', not warned'}`);
  }
  for (const f of st.frozenDeclared) out.push(sk ? `ohlásené: ${f.ball} prilepená k ${CUSHION[f.to]!.sk}` : `declared: the ${f.ball} frozen to ${CUSHION[f.to]!.en}`);
  if (st.clock) out.push(sk ? `časový limit ${st.clock.limitS} s, uplynulo ${st.clock.elapsedS} s` : `shot clock ${st.clock.limitS} s, ${st.clock.elapsedS} s used`);
  if (s.rules === 'wpa') out.push(sk ? 'pravidlá WPA' : 'WPA rules');
  for (const d of s.declared) {
    const at = d.t !== undefined ? ` (${(d.t * 1000).toFixed(0)} ms)` : '';
    const ball = d.ball ? ` – ${d.ball}` : '';
    out.push(`${sk ? 'ohlásené' : 'declared'}: ${d.by} ${DECLARED[d.type]![lang]}${ball}${at}`);
  }
  return out;
}
