/** The settings panel's texts (lil-gui labels), Slovak and English, with the units of each constant. */
import type { PhysicsParams } from '../physics/index.ts';
import type { Lang } from './texts.ts';

type Both = { readonly sk: string; readonly en: string };

export const SETTINGS_TEXTS = {
  title: { sk: 'Nastavenia', en: 'Settings' },
  physics: { sk: 'Fyzika', en: 'Physics' },
  defaults: { sk: 'predvolené hodnoty', en: 'default values' },
  table: { sk: 'Stôl', en: 'Table' },
  size: { sk: 'veľkosť', en: 'size' },
  aimAid: { sk: 'pomôcka mierenia v hre', en: 'aiming aid in games' },
  shotClock: { sk: 'časomiera', en: 'shot clock' },
  clockLimit: { sk: 'limit časomiery (s)', en: 'clock limit (s)' },
  computerTime: { sk: 'čas počítača na úder (s)', en: "computer's time a stroke (s)" },
  render: { sk: 'Zobrazenie', en: 'Display' },
  shadows: { sk: 'mäkké tiene', en: 'soft shadows' },
  resolution: { sk: 'rozlíšenie (× pixely)', en: 'resolution (× pixels)' },
  debug: { sk: 'Ladenie', en: 'Debug' },
  events: { sk: 'zoznam udalostí', en: 'event list' },
  paths: { sk: 'dráhy gúľ', en: 'ball paths' },
} satisfies Record<string, Both>;

/** The physical constants a player may try, with units (ball size and mass stay regulation). */
export const PHYSICS_LABELS: Readonly<Partial<Record<keyof PhysicsParams, Both>>> = {
  muSlide: { sk: 'klzné trenie súkna μs (–)', en: 'cloth sliding friction μs (–)' },
  muRoll: { sk: 'valivý odpor μr (–)', en: 'rolling resistance μr (–)' },
  spinDecelRadS2: { sk: 'útlm rotácie (rad/s²)', en: 'spin decay (rad/s²)' },
  eBall: { sk: 'odrazivosť gúľ e_b (–)', en: 'ball restitution e_b (–)' },
  eCushion: { sk: 'odrazivosť mantinelu e_c (–)', en: 'cushion restitution e_c (–)' },
  muCushion: { sk: 'trenie mantinelu μc (–)', en: 'cushion friction μc (–)' },
  eSlate: { sk: 'odrazivosť dosky e_t (–)', en: 'slate restitution e_t (–)' },
  cueMassKg: { sk: 'hmotnosť tága (kg)', en: 'cue mass (kg)' },
  eTip: { sk: 'odrazivosť špičky (–)', en: 'tip restitution (–)' },
  muTip: { sk: 'trenie špičky (hranica skĺznutia tága) (–)', en: 'tip friction (miscue limit) (–)' },
};

export const settingsText = (key: keyof typeof SETTINGS_TEXTS, lang: Lang): string => SETTINGS_TEXTS[key][lang];
