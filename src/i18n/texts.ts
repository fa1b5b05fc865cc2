/** User-interface texts in Slovak and English (Slovak first: the product's home language). */
import { TRAINING } from './training.ts';
import { num, TERM } from './glossary.ts';

export type Lang = 'sk' | 'en';

/**
 * Text from a file or a link inside a sentence of ours, isolated (U+2068 ... U+2069, Unicode's
 * first-strong isolate): a right-to-left mark or override in a shared name stays inside it and
 * cannot reverse the rest of the line.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

export const TEXTS = {
  title: { sk: 'Biliardový simulátor', en: 'Pool simulator' },
  shoot: { sk: 'Hrať (medzerník)', en: 'Shoot (Space)' },
  /** The same on a touch screen (no Space key to name). */
  shootTouch: { sk: 'Hrať', en: 'Shoot' },
  replay: { sk: 'Znova prehrať (R)', en: 'Replay (R)' },
  undo: { sk: 'Späť (U)', en: 'Undo (U)' },
  redo: { sk: 'Znova (Y)', en: 'Redo (Y)' },
  save: { sk: 'Uložiť ako scenár', en: 'Save as scenario' },
  /** Opening a match file while a match is on replaces it: asked first. */
  replaceMatch: {
    sk: 'Otvoriť súbor partie? Rozohraná partia sa opustí (jej priebeh ostane uložený: „Pokračovať v uloženej partii“ ju vráti).',
    en: 'Open the match file? The match in progress is left (its progress stays stored: “Resume the stored match” brings it back).',
  },
  load: { sk: 'Otvoriť scenár', en: 'Open scenario' },
  layoutPractice: { sk: 'Tréning', en: 'Practice' },
  layoutNine: { sk: 'Rozstrel 9', en: '9-ball break' },
  layoutEight: { sk: 'Rozstrel 8', en: '8-ball break' },
  layoutFourteen: { sk: 'Rozstrel 14/1', en: '14.1 break' },
  game: {
    name: {
      sk: { 'nine-ball': 'Deviatka', 'eight-ball': 'Osmička', 'straight-pool': '14/1', practice: 'Tréning', lag: 'Rozohra' },
      en: { 'nine-ball': '9-ball', 'eight-ball': '8-ball', 'straight-pool': '14.1', practice: 'Practice', lag: 'Lag' },
    },
    player: { sk: 'Hráč', en: 'Player' },
    points: { sk: 'b.', en: 'pts' },
    fouls: { sk: 'fauly', en: 'fouls' },
    warned: { sk: 'varovaný, T2.16', en: 'warned, T2.16' },
    group: { sk: { solids: 'plné', stripes: 'polovičné' }, en: { solids: 'solids', stripes: 'stripes' } },
    inHand: {
      sk: { kitchen: 'biela v ruke v záhlaví', table: 'biela v ruke kdekoľvek' },
      en: { kitchen: 'ball in hand in the kitchen', table: 'ball in hand anywhere' },
    },
    breakShot: { sk: 'rozstrel', en: 'break' },
    breaker: { sk: 'Rozstrel hrá', en: 'Breaker' },
    inning: { sk: 'nábeh', en: 'inning' },
    call: { sk: 'Ohlásenie', en: 'Call' },
    /** T2.8: the referee judges the shot obvious, no call needed (the choice in the call's ball list). */
    obvious: { sk: TERM.obviousShot.sk, en: TERM.obviousShot.en },
    safety: { sk: TERM.safety.sk, en: 'safety' },
    pushOut: { sk: 'push-out (9)', en: 'push-out (9-ball)' },
    pocket: {
      sk: {
        'head-left': 'ľavá predná rohová',
        'head-right': 'pravá predná rohová',
        'side-left': 'ľavá stredná',
        'side-right': 'pravá stredná',
        'foot-left': 'ľavá zadná rohová',
        'foot-right': 'pravá zadná rohová',
      },
      en: {
        'head-left': 'head left',
        'head-right': 'head right',
        'side-left': 'side left',
        'side-right': 'side right',
        'foot-left': 'foot left',
        'foot-right': 'foot right',
      },
    },
  },
  speed: { sk: 'Rýchlosť tága', en: 'Cue speed' },
  elevation: { sk: 'Zdvih tága', en: 'Cue elevation' },
  /** The tip picker's read-out: where the tip meets the cue ball, and the miscue limit drawn on the picker (fractions of R). */
  tipAt: {
    sk: (side: string, height: string, limit: string) => `Miesto úderu: ${side} / ${height} R (hranica skĺznutia ${limit} R)`,
    en: (side: string, height: string, limit: string) => `Tip: ${side} / ${height} R (miscue limit ${limit} R)`,
  },
  /** A tip past the miscue limit: the stroke is a miscue, and past the ferrule's limit a foul. */
  tipPastMiscue: {
    sk: 'Za hranicou skĺznutia: tágo po bielej skĺzne.',
    en: 'Past the miscue limit: the tip will slide off the cue ball.',
  },
  tipPastFerrule: {
    sk: 'Za hranicou kostice: bielu zasiahne kostica, to je faul.',
    en: 'Past the ferrule limit: the ferrule will hit the cue ball, a foul.',
  },
  raise: { sk: 'Zdvihnúť tágo (E)', en: 'Raise the cue (E)' },
  /**
   * G23: the stroke control's shove (the seeds' word for the foul is posúvanie). The controls name
   * no rule ids: those belong to rulings and the referee's cards.
   */
  shove: { sk: 'posúvať namiesto úderu', en: 'shove instead of a strike' },
  playback: { sk: 'Prehrávanie', en: 'Playback' },
  aim: {
    sk: (deg: string, v: string) => `Mierenie ${deg}°, tágo ${v} m/s. Myšou alebo šípkami (Shift jemne), ↑↓ rýchlosť, PgUp/PgDn zdvih tága.`,
    en: (deg: string, v: string) => `Aim ${deg}°, cue ${v} m/s. Mouse or arrow keys (Shift: fine), ↑↓ speed, PgUp/PgDn cue elevation.`,
  },
  /** The same hint where the input is a touch screen. */
  aimTouch: {
    sk: (deg: string, v: string) => `Mierenie ${deg}°, tágo ${v} m/s. Prstom mierite, dvoma prstami otáčate a približujete stôl.`,
    en: (deg: string, v: string) => `Aim ${deg}°, cue ${v} m/s. Drag a finger to aim; two fingers turn and zoom the table.`,
  },
  menuTable: { sk: 'Stôl ▾', en: 'Table ▾' },
  menuFile: { sk: 'Súbor ▾', en: 'File ▾' },
  menu: { sk: '☰ Menu', en: '☰ Menu' },
  strokePanel: { sk: 'Úder', en: 'Stroke' },
  playing: { sk: 'Úder prebieha…', en: 'Stroke in progress…' },
  paused: { sk: 'Prehrávanie zastavené: , a . krok po snímke, posuvník čas.', en: 'Replay paused: , and . step a frame, the slider scrubs.' },
  /** The same on a touch screen (no keys: the frame buttons). */
  pausedTouch: {
    sk: 'Prehrávanie zastavené: tlačidlá ◀ a ▶ krok po snímke, posuvník čas.',
    en: 'Replay paused: the ◀ and ▶ buttons step a frame, the slider scrubs.',
  },
  foulCalled: { sk: 'Faul', en: 'Foul' },
  rest: {
    sk: (ev: number, pocketed: string, ms: string, flew = '') =>
      `Gule stoja. ${ev} ${ev === 1 ? 'udalosť' : ev >= 2 && ev <= 4 ? 'udalosti' : 'udalostí'}, umiestnené gule: ${ballsSk(pocketed) || 'žiadne'}${flew ? `, vo vzduchu: ${ballsSk(flew)}` : ''}. Fyzika úderu: ${ms} ms.`,
    en: (ev: number, pocketed: string, ms: string, flew = '') =>
      `Balls at rest. ${ev} ${ev === 1 ? 'event' : 'events'}, pocketed: ${ballsEn(pocketed) || 'none'}${flew ? `, in the air: ${ballsEn(flew)}` : ''}. Stroke physics: ${ms} ms.`,
  },
  blocked: {
    sk: (what: string, min: number | null) =>
      `Tágo by prešlo cez ${obstacleSk(what)}; ${min !== null ? `zdvihnite ho aspoň na ${num(min, 1, 'sk')}° (E) alebo zmeňte smer` : 'zmeňte smer'}.`,
    en: (what: string, min: number | null) =>
      `The stick would pass through ${what}; ${min !== null ? `raise it to at least ${num(min, 1, 'en')}° (E) or change the aim` : 'change the aim'}.`,
  },
  language: { sk: 'English', en: 'Slovensky' },
  pause: { sk: 'Pauza (P)', en: 'Pause (P)' },
  resume: { sk: 'Pokračovať (P)', en: 'Play (P)' },
  stepBack: { sk: '◀ snímka (,)', en: '◀ frame (,)' },
  stepFwd: { sk: 'snímka ▶ (.)', en: 'frame ▶ (.)' },
  replayTime: { sk: (t: string, end: string) => `${t} / ${end} s`, en: (t: string, end: string) => `${t} / ${end} s` },
  share: { sk: 'Zdieľať odkaz', en: 'Share link' },
  extension: { sk: 'Predĺženie', en: 'Extension' },
  timeCalled: { sk: 'TIME: zostáva 10 sekúnd (T1.11).', en: 'TIME: 10 seconds left (T1.11).' },
  soundOn: { sk: 'Zapnúť zvuk (M)', en: 'Sound on (M)' },
  soundOff: { sk: 'Vypnúť zvuk (M)', en: 'Sound off (M)' },
  camera: {
    sk: {
      'table-end': 'Pohľad: od stola (C)',
      top: 'Pohľad: zhora (C)',
      'behind-cue': 'Pohľad: za tágom (C)',
      follow: 'Pohľad: za bielou (C)',
      orbit: 'Pohľad: voľný (C)',
      referee: 'Pohľad: rozhodca (C)',
    },
    en: {
      'table-end': 'View: table end (C)',
      top: 'View: from above (C)',
      'behind-cue': 'View: behind the cue (C)',
      follow: 'View: follow the cue ball (C)',
      orbit: 'View: free (C)',
      referee: 'View: referee (C)',
    },
  },
  shared: {
    sk: 'Odkaz na tento úder je v adrese stránky (a v schránke).',
    en: 'The link to this stroke is in the address bar (and on the clipboard).',
  },
  /** Said on a touch screen and with keys alike: the Shoot button is on both. */
  loaded: {
    sk: (name: string) => `Načítaný zdieľaný úder: ${isolate(name)}. Zahrá ho tlačidlo Hrať.`,
    en: (name: string) => `Loaded the shared stroke: ${isolate(name)}. The Shoot button plays it.`,
  },
  /** The name a shared stroke is given (with its date and time). */
  sharedName: { sk: (at: string) => `Zdieľaný úder ${at}`, en: (at: string) => `Shared stroke ${at}` },
  loadedPartly: {
    sk: (name: string, left: readonly string[]) =>
      `Načítaný zdieľaný úder: ${isolate(name)}, ale stôl neprevzal: ${isolate(left.join(', '))}. Celý ho zahrá npm run sim -- run.`,
    en: (name: string, left: readonly string[]) =>
      `Loaded the shared stroke: ${isolate(name)}, but this table leaves out: ${isolate(left.join(', '))}. npm run sim -- run plays all of it.`,
  },
  badFile: {
    sk: (why: string) => `Súbor sa nedá použiť, nič sa nezmenilo. ${isolate(why)}`,
    en: (why: string) => `The file cannot be used; nothing was changed. ${isolate(why)}`,
  },
  badLink: {
    sk: (why: string) => `Zdieľaný odkaz sa nedá použiť, nič sa nezmenilo. ${why}`,
    en: (why: string) => `The shared link cannot be used; nothing was changed. ${why}`,
  },
  placed: { sk: 'Guľa položená.', en: 'Ball placed.' },
  placeFirst: {
    sk: 'Biela je v ruke: najprv ju položte (potiahnite ju), potom hrajte ťahom späť alebo tlačidlom Hrať.',
    en: 'Cue ball in hand: place it first (drag it), then play with a drag back or the Shoot button.',
  },
  badPlace: {
    sk: 'guľa by bola v mantineli, nad jamkou alebo v inej guli.',
    en: 'the ball would be in a cushion, over a pocket or in another ball.',
  },
  refused: { sk: (why: string) => `Sem nie: ${why}`, en: (why: string) => `Not there: ${why}` },
  help: {
    sk: [
      'Myš: pohyb mieri; stlačiť pred bielou, potiahnuť dozadu a pustiť = úder (dlhší ťah, silnejší); krátke kliknutie nehrá.',
      'Ťahom za bielu v ruke ju položíte (svetlá plocha = kde smie ležať); v tréningu presuniete ťahom ktorúkoľvek guľu. Esc zruší ťah.',
      '← → mierenie (Shift jemne), ↑ ↓ rýchlosť tága, PgUp / PgDn zdvih tága (Shift po 1°), E zdvihne tágo tak, aby prešlo.',
      'Medzerník úder, R znova prehrať, P pauza, , a . krok po snímke, U späť, Y znova, C pohľad kamery, M zvuk, ? alebo H táto nápoveda.',
      'Miesto úderu na bielej: kliknutím na kruh vpravo (žltý kruh = hranica skĺznutia tága po bielej, červený = kostica).',
      'Kamera: koliesko myši približuje, pravé tlačidlo otáča okolo stola, stredné posúva; na dotykovej obrazovke dvoma prstami.',
      'Dotyk: ťahom jedného prsta mierite, úder tlačidlom Hrať rýchlosťou z posuvníka; tlačidlo Úder otvorí falš a zdvih tága.',
    ],
    en: [
      'Mouse: moving aims; press ahead of the cue ball, drag back and release to strike (the longer the pull, the harder); a short click plays nothing.',
      'Drag the cue ball to place it when it is in hand (the light area is where it may go); in practice any ball can be dragged. Esc cancels a drag.',
      '← → aim (Shift: fine), ↑ ↓ cue speed, PgUp / PgDn cue elevation (Shift: 1°), E raises the cue just enough to clear.',
      'Space shoots, R replays, P pauses, , and . step a frame, U undoes, Y redoes, C changes the camera view, M sound, ? or H shows this help.',
      'Tip offset: click the ball face on the right (yellow circle: miscue limit, red: the ferrule).',
      'Camera: the mouse wheel zooms, the right button turns round the table, the middle button pans; two fingers on a touch screen.',
      'Touch: drag one finger to aim, strike with Shoot at the speed on the slider; Stroke opens the tip offset and the cue elevation.',
    ],
  },
  /** The help on a touch screen: fingers and buttons, no mouse and no keys. */
  helpTouch: {
    sk: [
      'Ťahom jedného prsta po stole mierite; úder tlačidlom Hrať rýchlosťou z posuvníka.',
      'Bielu v ruke položíte ťahom prsta (svetlá plocha = kde smie ležať); v tréningu presuniete ťahom ktorúkoľvek guľu.',
      'Tlačidlo Úder otvorí miesto úderu na bielej (žltý kruh = hranica skĺznutia tága po bielej, červený = kostica) a zdvih tága.',
      'Dvoma prstami otáčate a približujete stôl; tlačidlo Pohľad mení pohľad kamery.',
      'Po údere: Znova prehrať, tlačidlá ◀ a ▶ krok po snímke, posuvník čas.',
    ],
    en: [
      'Drag one finger on the table to aim; Shoot strikes at the speed on the slider.',
      'Drag the cue ball with a finger to place it when it is in hand (the light area is where it may go); in practice any ball can be dragged.',
      'Stroke opens the tip offset (yellow circle: miscue limit, red: the ferrule) and the cue elevation.',
      'Two fingers turn and zoom the table; the View button changes the camera view.',
      'After a stroke: Replay, the ◀ and ▶ buttons step a frame, the slider scrubs.',
    ],
  },
  referee: { sk: 'Rozhodca', en: 'Referee' },
  training: TRAINING,
} as const;

/** What the stick would pass through (physics/cue/cue-stick.ts names it in English), in Slovak. */
function obstacleSk(what: string): string {
  if (what === 'the rail') return 'mantinel';
  const ball = /^ball "(.+)"$/.exec(what);
  if (ball) return ball[1] === 'cue' ? 'bielu' : `guľu ${ball[1]}`;
  return what;
}

/** A list of ball ids ("cue, 3") as a player reads it. */
const ballsSk = (ids: string): string => ids.replace(/\bcue\b/g, 'biela');
const ballsEn = (ids: string): string => ids.replace(/\bcue\b/g, 'cue ball');

export function preferredLang(languages: readonly string[]): Lang {
  return languages.some((l) => l.toLowerCase().startsWith('sk')) ? 'sk' : 'en';
}
