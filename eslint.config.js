// ESLint (flat config): typescript-eslint's recommended rules, the layer boundaries of design.md,
// and the size of a function. Formatting is Prettier's (.prettierrc.json), not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Browser globals a pure layer must not touch (design.md: table, physics, rules, scenario, math run in Node). */
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'requestAnimationFrame',
  'HTMLElement',
  'HTMLCanvasElement',
  'Element',
  'Event',
  'KeyboardEvent',
  'PointerEvent',
  'location',
  'history',
].map((name) => ({
  name,
  message: 'table, physics, rules, scenario, math and advisor are pure TypeScript, run in Node: no DOM (design.md, layers).',
}));
const PURE = {
  group: ['three', 'three/*', 'lil-gui', '**/render/**', '**/ui/**', '**/main.ts', '**/server/**'],
  message: 'table, physics, rules, scenario, math and advisor never import three, lil-gui, the renderer, the UI or the server (design.md, layers).',
};
/** The table server is Node above the scenario layer: it never draws, so never imports three, lil-gui, the renderer or the UI. */
const SERVER = {
  group: ['three', 'three/*', 'lil-gui', '**/render/**', '**/ui/**', '**/main.ts', '**/advisor/**'],
  message: 'the server (src/server) sits above the scenario layer and never imports three, lil-gui, the renderer, the UI or the advisor.',
};

/**
 * The layers of src/, lowest first (design.md): a layer imports from the layers before it, never
 * from one after it; render, ui and cli stand side by side on top. i18n is the texts' vocabulary,
 * beside the layers: each of its files words what one layer finds. server (the online tables) is
 * Node beside the page on top, and never imports the advisor (SERVER).
 */
const LAYER_ORDER = [['math'], ['table'], ['physics'], ['rules'], ['scenario'], ['advisor'], ['render', 'ui', 'cli', 'server']];
const PURE_LAYERS = ['table', 'physics', 'rules', 'scenario', 'math', 'advisor'];
/**
 * Folders with front doors: another layer imports these files, never a single file behind them.
 * physics has two: index.ts (the record, the laws, placement; nothing that loads cannon-es) and
 * engine.ts (the simulation and the 3-D world), which the rules never import.
 */
const DOORS = { physics: ['index.ts', 'engine.ts'], rules: ['index.ts'] };
const ENTRY_LAYERS = Object.keys(DOORS);

/** What a file of `layer` may not import, as no-restricted-imports pattern groups. */
function layerPatterns(layer) {
  const rank = LAYER_ORDER.findIndex((l) => l.includes(layer));
  const patterns = [];
  if (PURE_LAYERS.includes(layer)) patterns.push(PURE);
  if (layer === 'rules')
    patterns.push({ group: ['cannon-es', '**/physics/engine.ts'], message: 'rules never imports cannon-es: it reads the event log (design.md).' });
  if (layer === 'server') patterns.push(SERVER);
  if (layer === 'render')
    patterns.push({ group: ['**/rules/**'], message: 'render never imports rules: it draws what it is given and decides no rule (design.md).' });
  // Layers above this one (the renderer, the UI and the server are PURE's already, and render's rules its own).
  const above = LAYER_ORDER.slice(rank + 1)
    .flat()
    .filter((l) => !(PURE_LAYERS.includes(layer) && (l === 'render' || l === 'ui' || l === 'server')));
  if (above.length > 0)
    patterns.push({
      group: above.map((l) => `**/${l}/**`),
      message: `${layer} is below ${above.join(', ')} (the layers, lowest first: ${LAYER_ORDER.map((l) => l.join(', ')).join(' < ')}): it never imports them.`,
    });
  for (const entry of ENTRY_LAYERS.filter((l) => l !== layer && !(layer === 'render' && l === 'rules'))) patterns.push(frontDoor(entry));
  return patterns;
}

/** Another layer imports `entry` through its index.ts only. */
function frontDoor(entry) {
  return {
    group: [`**/${entry}/*`, `**/${entry}/**/*`, ...DOORS[entry].map((d) => `!**/${entry}/${d}`)],
    message: `another layer imports ${entry} through its front door, ${DOORS[entry].map((d) => `src/${entry}/${d}`).join(' or ')}, never a single file behind it.`,
  };
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'schema/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // A function fits on a screen or two (style.md); tests' describe blocks are exempt below.
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: PURE_LAYERS.map((l) => `src/${l}/**`),
    rules: { 'no-restricted-globals': ['error', ...DOM_GLOBALS] },
  },
  ...LAYER_ORDER.flat().map((layer) => ({
    files: [`src/${layer}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(layer) }] },
  })),
  {
    // The texts and the page's entry use the layers from outside: through the front doors too.
    files: ['src/i18n/**', 'src/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ENTRY_LAYERS.map(frontDoor) }] },
  },
  {
    // The table server: Node above the scenario layer, beside the page; it never draws nor plays for anyone.
    files: ['src/server/**'],
    rules: { 'no-restricted-globals': ['error', ...DOM_GLOBALS.map((g) => ({ ...g, message: 'the server runs in Node: no DOM.' }))] },
  },
  {
    files: ['test/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
);
