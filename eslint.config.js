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
    files: ['src/table/**', 'src/physics/**', 'src/rules/**', 'src/scenario/**', 'src/math/**', 'src/advisor/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PURE] }],
      'no-restricted-globals': ['error', ...DOM_GLOBALS],
    },
  },
  {
    files: ['src/rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [PURE, { group: ['cannon-es'], message: 'rules never imports cannon-es: it reads the event log (design.md).' }] },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER] }],
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((g) => ({ ...g, message: 'the server runs in Node: no DOM.' }))],
    },
  },
  {
    files: ['src/render/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/rules/**'], message: 'render never imports rules: it draws what it is given and decides no rule (design.md).' }] },
      ],
    },
  },
  {
    files: ['test/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
);
