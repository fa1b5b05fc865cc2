/**
 * The layer boundaries of design.md, as eslint.config.js enforces them: table, physics, rules, advisor,
 * scenario and math never import three, lil-gui, the renderer or the UI, nor touch the DOM; rules
 * never imports cannon-es; render never imports rules. Each case lints a one-line file placed in the
 * layer and expects the boundary's own message, so a rule dropped from the config fails here.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer boundaries (design.md, layers)', () => {
  for (const layer of ['table', 'physics', 'rules', 'scenario', 'math', 'advisor']) {
    it(`src/${layer} imports neither three nor lil-gui nor the renderer, and uses no DOM`, async () => {
      const path = `src/${layer}/boundary-check.ts`;
      expect(await problems(path, "import * as THREE from 'three';\nexport const x = THREE;\n")).toEqual([
        expect.stringContaining('never import three'),
      ]);
      expect(await problems(path, "import GUI from 'lil-gui';\nexport const g = GUI;\n")).toEqual([expect.stringContaining('never import three')]);
      expect(await problems(path, "import { TableView } from '../render/table-view.ts';\nexport const v = TableView;\n")).toEqual([
        expect.stringContaining('never import three'),
      ]);
      expect(await problems(path, 'export const title = () => document.title;\n')).toEqual([expect.stringContaining('no DOM')]);
    });
  }
  it('src/server never imports the renderer, the UI or three; the pure layers never import the server', async () => {
    const path = 'src/server/boundary-check.ts';
    expect(await problems(path, "import { TableView } from '../render/table-view.ts';\nexport const v = TableView;\n")).toEqual([
      expect.stringContaining('the server (src/server)'),
    ]);
    expect(await problems(path, "import { PracticeApp } from '../ui/practice-app.ts';\nexport const a = PracticeApp;\n")).toEqual([
      expect.stringContaining('the server (src/server)'),
    ]);
    expect(await problems(path, "import * as THREE from 'three';\nexport const x = THREE;\n")).toEqual([
      expect.stringContaining('the server (src/server)'),
    ]);
    expect(await problems(path, "import { openMatch } from '../scenario/match-session.ts';\nexport const o = openMatch;\n")).toEqual([]);
    expect(
      await problems('src/scenario/boundary-check.ts', "import { TableServer } from '../server/table-server.ts';\nexport const t = TableServer;\n"),
    ).toEqual([expect.stringContaining('never import three')]);
  });
  it('src/rules never imports cannon-es; src/physics may', async () => {
    const code = "import * as CANNON from 'cannon-es';\nexport const c = CANNON;\n";
    expect(await problems('src/rules/boundary-check.ts', code)).toEqual([expect.stringContaining('rules never imports cannon-es')]);
    expect(await problems('src/physics/boundary-check.ts', code)).toEqual([]);
  });
  it('src/render never imports rules; src/ui may', async () => {
    const code = "import { adjudicate } from '../rules/adjudicate.ts';\nexport const a = adjudicate;\n";
    expect(await problems('src/render/boundary-check.ts', code)).toEqual([expect.stringContaining('render never imports rules')]);
    expect(await problems('src/ui/boundary-check.ts', code)).toEqual([]);
  });
  it('a function over 150 lines is refused outside the tests', async () => {
    const long = `export function f(): number {\n${Array.from({ length: 151 }, (_, i) => `  const a${i} = ${i};`).join('\n')}\n  return a0;\n}\n`;
    expect((await problems('src/math/boundary-check.ts', long)).join()).toContain('max-lines-per-function');
    expect((await problems('test/math/boundary-check.test.ts', long)).join()).not.toContain('max-lines-per-function');
  });
});
