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
  group: ['three', 'three/*', 'lil-gui', '**/render/**', '**/ui/**', '**/main.ts'],
  message: 'table, physics, rules, scenario, math and advisor never import three, lil-gui, the renderer or the UI (design.md, layers).',
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
