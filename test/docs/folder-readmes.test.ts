/**
 * A folder's README names every file of its folder (the files of its subfolders too, unless a
 * subfolder has a README of its own): a file added without a line there fails here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

function readmes(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? readmes(p) : n === 'README.md' ? [dir] : [];
  });
}

/** The source files a README at `dir` covers: its own, and its subfolders' that have no README. */
function covered(dir: string, top = dir): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return existsSync(join(p, 'README.md')) ? [] : covered(p, top);
    return n.endsWith('.ts') ? [relative(top, p)] : [];
  });
}

describe('folder READMEs', () => {
  const dirs = readmes('src');
  it('src/physics and src/rules have one', () => expect(dirs.sort()).toEqual(expect.arrayContaining([join('src', 'physics'), join('src', 'rules')])));
  for (const dir of dirs) {
    it(`${dir}/README.md names every file of its folder`, () => {
      const text = readFileSync(join(dir, 'README.md'), 'utf8');
      const named = (file: string) => {
        const base = file.split(/[\\/]/).pop() as string;
        return text.includes(`\`${base}\``) || text.includes(`\`${file.split('\\').join('/')}\``);
      };
      expect(covered(dir).filter((f) => !named(f))).toEqual([]);
    });
  }
});
