import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript (no declarations)
import { readDoor, throughDoor } from './door-imports.mjs';

const ROOT = join(__dirname, '..');
const DOOR = join(ROOT, 'engine/index.ts');
const door = readDoor(DOOR) as Map<string, { file: string; name: string }>;
const CLI_DIR = join(ROOT, 'cli/commands');

describe('the CLI build points door imports at the defining modules', () => {
  it.each([
    ['analyze', 'engine/analyze.ts', 'analyze'],
    ['loadConfig', 'engine/config/load.ts', 'loadConfig'],
    ['joinPath', 'engine/vfs/path.ts', 'join'],
  ])('%s is defined in %s', (name, file, original) => {
    expect(door.get(name)).toEqual({ file: join(ROOT, file), name: original });
  });

  it('knows no type-only export as a value', () => {
    expect(door.has('Scenario')).toBe(false);
  });

  it.each([
    [
      "import { analyze, joinPath as j, type Scenario } from '../../engine/index.ts';\nrun();",
      `import { analyze } from ${JSON.stringify(join(ROOT, 'engine/analyze.ts'))};\nimport { join as j } from ${JSON.stringify(join(ROOT, 'engine/vfs/path.ts'))};\nrun();`,
    ],
    ["import type { Scenario } from '../../engine/index.ts';", "import type { Scenario } from '../../engine/index.ts';"],
    ["import {\n  analyze,\n} from '../../engine/index.ts';", `import { analyze } from ${JSON.stringify(join(ROOT, 'engine/analyze.ts'))};`],
    ["import { x } from './index.ts';", "import { x } from './index.ts';"],
  ])('rewrites %j', (source, expected) => {
    expect(throughDoor(source, CLI_DIR, door, DOOR)).toBe(expected);
  });

  it('refuses a name the door does not export', () => {
    expect(() => throughDoor("import { noSuchThing } from '../../engine/index.ts';", CLI_DIR, door, DOOR)).toThrow(/does not export noSuchThing/);
  });
});
