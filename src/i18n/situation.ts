/**
 * Sentences of what a referee knows before a stroke and sees during it (src/ui/situation.ts), in
 * the rulebook's terms (glossary.ts). None of them names a foul, a rule or an outcome: they are
 * shown before the trainee answers.
 */
import { actor, ball, CUSHION, num, POCKET, TERM, type Bilingual, type HandEffect } from './glossary.ts';
import type { Lang } from './texts.ts';

type Player = 'A' | 'B';

/** "do 1 víťaznej hry", "do 3 víťazných hier", "do 1 bodu", "do 100 bodov" (the genitive after "do"). */
export function raceSk(n: number, points: boolean): string {
  if (points) return `do ${n} ${n === 1 ? 'bodu' : 'bodov'}`;
  return `do ${n} ${n === 1 ? 'víťaznej hry' : 'víťazných hier'}`;
}

export const SITUATION = {
  shooter: (p: Player, brk: boolean): Bilingual => ({
    sk: `Na rade je hráč ${p}${brk ? ` (${TERM.brk.sk})` : ''}`,
    en: `Player ${p} to shoot${brk ? ` (the ${TERM.brk.en})` : ''}`,
  }),
  inHand: {
    kitchen: { sk: 'biela v ruke v záhlaví', en: 'cue ball in hand behind the head string' },
    table: { sk: 'biela v ruke kdekoľvek na stole', en: 'cue ball in hand anywhere on the table' },
  } as const,
  call: (b: string, pocket: keyof typeof POCKET): Bilingual => ({
    sk: `nahlásená ${ball(b).sk.nom} do ${POCKET[pocket].sk.gen}`,
    en: `called: ${ball(b).en} in ${POCKET[pocket].en}`,
  }),
  safety: { sk: `nahlásená ${TERM.safety.sk}`, en: 'safety called' },
  obvious: { sk: `${TERM.obviousShot.sk}: rozhodca nevyžaduje hlásenie`, en: `${TERM.obviousShot.en}: the referee needs no call` },
  notObvious: { sk: 'rozhodca vyžaduje hlásenie: úder nie je jasný', en: 'the referee asks for a call: the shot is not obvious' },
  pushOut: { sk: `nahlásený ${TERM.pushOut.sk}`, en: 'push-out called' },
  groups: (a: 'solids' | 'stripes', b: 'solids' | 'stripes'): Bilingual => ({
    sk: `skupiny: hráč A ${TERM[a].sk}, hráč B ${TERM[b].sk}`,
    en: `groups: player A ${TERM[a].en}, player B ${TERM[b].en}`,
  }),
  // One foul is no series: it is the last inning's foul, and there is nothing to warn of yet (T2.16).
  foulsInRow: (p: Player, n: number, warned: boolean): Bilingual =>
    n === 1
      ? { sk: `hráč ${p}: faul v poslednom nábehu`, en: `player ${p}: a foul in his last inning` }
      : {
          sk: `hráč ${p}: ${n} fauly za sebou, ${warned ? TERM.warned.sk : TERM.notWarned.sk}`,
          en: `player ${p}: ${n} fouls in a row, ${warned ? TERM.warned.en : TERM.notWarned.en}`,
        },
  frozen: (b: string, to: 'head' | 'foot' | 'left' | 'right' | 'cue'): Bilingual => ({
    sk: `nahlásené: ${ball(b).sk.nom} je ${TERM.frozen.sk} pri ${to === 'cue' ? ball('cue').sk.loc : CUSHION[to].sk.loc}`,
    en: `declared: ${ball(b).en} frozen to ${to === 'cue' ? 'the cue ball' : CUSHION[to].en}`,
  }),
  clock: (limit: number, used: number, shooter: Player, extensionsLeft: number): Bilingual => {
    // Whole seconds as they are; a tenth where the clock has one (a decimal comma in Slovak).
    const t = (x: number, lang: 'sk' | 'en') => num(x, Number.isInteger(x) ? 0 : 1, lang);
    return {
      sk: `časový limit ${t(limit, 'sk')} s, uplynulo ${t(used, 'sk')} s; hráč ${shooter} ${extensionsLeft > 0 ? 'má ešte predĺženie času' : 'už nemá predĺženie času'}`,
      en: `shot clock ${t(limit, 'en')} s, ${t(used, 'en')} s used; player ${shooter} ${extensionsLeft > 0 ? 'still has his extension' : 'has no extension left'}`,
    };
  },
  /** T2.28's first step, given earlier in the match. */
  conductWarned: (p: Player): Bilingual => ({
    sk: `hráč ${p} už bol v tomto zápase varovaný za nešportové správanie`,
    en: `player ${p} has already been warned for unsportsmanlike conduct in this match`,
  }),
  wpa: { sk: 'hrá sa podľa pravidiel WPA', en: 'played under WPA rules' },
  inPocket: (ids: readonly string[], pocket: keyof typeof POCKET): Bilingual => ({
    sk: `v ${POCKET[pocket].sk.loc} ${ids.length === 1 ? 'už leží' : 'už ležia'} ${ids.map((id) => ball(id).sk.nom).join(', ')}`,
    en: `already in ${POCKET[pocket].en}: ${ids.map((id) => ball(id).en).join(', ')}`,
  }),
};

/** What the referee saw a player (or someone else) do: the acts of design.md `declared`, without naming a foul. */
export function seenAct(type: string, by: string, b: string | undefined, lang: Lang, pocket?: keyof typeof POCKET, effect?: HandEffect): string {
  const who = actor(by);
  const target = b ? ball(b) : null;
  const sk = lang === 'sk';
  switch (type) {
    case 'ball-touched':
      if (target && effect && effect !== 'touched') return handAct(who, target, effect, lang);
      if (target && effect === 'touched')
        return sk ? `${who.sk.nom} sa rukou zľahka dotkol ${target.sk.gen}` : `${who.en} brushed ${target.en} with a hand`;
      return sk ? `${who.sk.nom} sa dotkol ${target ? target.sk.gen : 'gule'}` : `${who.en} touched ${target ? target.en : 'a ball'}`;
    case 'foot-off-floor':
      return sk ? `${who.sk.nom} pri údere nemal ani jednu nohu na podlahe` : `${who.en} had neither foot on the floor at the stroke`;
    case 'measuring-aid':
      return sk ? `${who.sk.nom} pred úderom meral medzeru náhradnou guľou` : `${who.en} measured a gap with a spare ball before the stroke`;
    case 'table-marked':
      return sk
        ? `${who.sk.nom} položil kriedu na mantinel ako bod na mierenie a nechal ju tam`
        : `${who.en} put a chalk on the rail as an aiming mark and left it there`;
    case 'advice-taken':
      if (by === 'spectator' || by === 'referee')
        return sk ? `${who.sk.nom} radil hráčovi pri stole, hoci sa ho nikto nepýtal` : `${who.en} gave the shooter advice nobody asked for`;
      return sk
        ? `${who.sk.nom} sa pred úderom spýtal diváka, ako hrať, a ten mu poradil`
        : `${who.en} asked a spectator how to play before the stroke, and was told`;
    case 'out-of-turn':
      return sk ? `${who.sk.nom} minul a hneď hrá znova, pred súperom` : `${who.en} missed and strikes again, before the opponent`;
    case 'intentional-foul':
      return sk
        ? `${who.sk.nom} pred úderom naschvál klamal rozhodcu: tvrdil, že guľa spí na mantineli, hoci od neho ležala ďaleko`
        : `${who.en} deliberately misled the referee before the stroke: he claimed a ball was frozen to a cushion that lay well clear of it`;
    case 'shot-while-balls-moving':
      return sk ? `${who.sk.nom} udrel, kým sa guľa ešte kotúľala` : `${who.en} struck while a ball was still rolling`;
    case 'shot-clock-expired':
      return sk ? `${who.sk.nom} udrel po uplynutí časového limitu` : `${who.en} struck after the shot clock ran out`;
    case 'disturbance':
      return sk ? `${who.sk.nom} počas úderu nahlas hovoril na hráča pri stole` : `${who.en} talked loudly to the shooter during the stroke`;
    case 'outside-interference':
      // An uninvolved person (G34), or force majeure the referee declares (a lamp falling, a power cut).
      if (by === 'spectator')
        return sk ? `${who.sk.nom} vrazil do stola, kým sa gule hýbali` : `${who.en} bumped into the table while the balls were moving`;
      return sk
        ? `${who.sk.nom} hlási rušenie zvonka (vyššia moc, napríklad výpadok prúdu)`
        : `${who.en} reports a disturbance from outside (force majeure, such as a power cut)`;
    case 'scoop-intended':
      return sk
        ? `${who.sk.nom} pred úderom nahlas povedal, že špičkou tága podoberie bielu pod stredom, aby preskočila guľu`
        : `before the stroke ${who.en} said aloud that he would dig the tip under the cue ball to hop it over a ball`;
    case 'extension-claimed':
      return sk ? `${who.sk.nom} odpovedal na rozhodcovo TIME slovom TIME` : `${who.en} answered the referee's TIME with TIME`;
    case 'kitchen-warning':
      return sk
        ? `${who.sk.nom} pred úderom upozornil hráča, že biela leží mimo záhlavia`
        : `${who.en} warned the shooter before the stroke that the cue ball lay outside the kitchen`;
    case 'ball-settled': {
      const it = target ?? ball('cue');
      if (pocket)
        return sk
          ? `${it.sk.nom} sa sama pohla a spadla do ${POCKET[pocket].sk.gen}`
          : `${it.en} moved by itself and dropped into ${POCKET[pocket].en}`;
      return sk ? `${it.sk.nom} sa sama pohla na ploche stola` : `${it.en} moved by itself on the bed`;
    }
    default:
      return type;
  }
}

/** A hand that changed a ball (G34 when it is not a player's): held it, turned it aside, or pushed it elsewhere. */
function handAct(who: ReturnType<typeof actor>, target: ReturnType<typeof ball>, effect: Exclude<HandEffect, 'touched'>, lang: Lang): string {
  const sk = lang === 'sk';
  switch (effect) {
    case 'stopped':
      return sk
        ? `${who.sk.nom} rukou zastavil ${target.sk.acc}, ktorá sa pohybovala`
        : `${who.en} stopped ${target.en} with a hand while it was moving`;
    case 'deflected':
      return sk
        ? `${who.sk.nom} rukou odklonil ${target.sk.acc}, ktorá sa pohybovala`
        : `${who.en} turned ${target.en} aside with a hand while it was moving`;
    case 'moved':
      return sk ? `${who.sk.nom} rukou posunul ${target.sk.acc} na iné miesto` : `${who.en} pushed ${target.en} to another place with a hand`;
  }
}
