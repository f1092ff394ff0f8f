import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rewriteDoorImports as rewrite } from './door-imports.mjs';

// A small engine: a door with named, renamed, star and type-only re-exports, and a sub-door of its own.
const root = mkdtempSync(join(tmpdir(), 'door-imports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const files: Record<string, string> = {
  'engine/index.ts': [
    "export { analyze } from './analyze.ts';",
    "export { join as joinPath, dirname } from './vfs/path.ts';",
    "export * from './config/index.ts';",
    "export type { Shape } from './shape.ts';",
    "export { type Kind, KINDS } from './kinds.ts';",
  ].join('\n'),
  'engine/analyze.ts': 'export function analyze() {}',
  'engine/vfs/path.ts': 'export function join() {}\nexport function dirname() {}',
  'engine/config/index.ts': "export { loadConfig } from './load.ts';\nexport * from './more.ts';",
  'engine/config/load.ts': 'export const loadConfig = () => 1;',
  'engine/config/more.ts': 'export class Loader {}\nexport const LIMIT = 3;',
  'engine/shape.ts': 'export interface Shape { a: 1 }',
  'engine/kinds.ts': "export type Kind = 'a';\nexport const KINDS = ['a'];",
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
const door = join(root, 'engine/index.ts');
const cliFile = join(root, 'cli/commands/run.ts');

describe('rewriteDoorImports', () => {
  it.each([
    ['a named import', "import { analyze } from '../../engine/index.ts';", "import { analyze } from '../../engine/analyze.ts';"],
    ['a re-export under another name, renamed locally too', "import { joinPath as j, dirname } from '../../engine/index.ts';", "import { join as j, dirname } from '../../engine/vfs/path.ts';"],
    ['names through export * and a sub-door', "import { loadConfig, Loader, LIMIT } from '../../engine/index.ts';", "import { loadConfig } from '../../engine/config/load.ts'; import { Loader, LIMIT } from '../../engine/config/more.ts';"],
    ['type-only specifiers left out', "import { type Kind, KINDS, type Shape } from '../../engine/index.ts';", "import { KINDS } from '../../engine/kinds.ts';"],
    ['an import type statement kept as it is', "import type { Shape } from '../../engine/index.ts';", "import type { Shape } from '../../engine/index.ts';"],
    ['another module kept as it is', "import { x } from '../other.ts';", "import { x } from '../other.ts';"],
  ])('%s', (_name, text, expected) => {
    expect(rewrite(cliFile, `${text}\nrun();\n`, [door])).toBe(`${expected}\nrun();\n`);
  });

  it('fails the build on a name the door does not export', () => {
    expect(() => rewrite(cliFile, "import { nothing } from '../../engine/index.ts';", [door])).toThrow(/nothing is not exported/);
  });
});
