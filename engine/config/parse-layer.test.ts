import { describe, expect, it } from 'vitest';
import { loadConfig } from './load.ts';
import type { LoaderInput } from './loader-input.ts';

const base: LoaderInput = { files: [], env: {}, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user' };
const PROJECT = '/home/user/project/agentforge.json';

/** The `<Code> at line L, column C` entries of a ConfigJsonError message. */
const entries = (message: string | undefined): string[] => [...(message ?? '').matchAll(/^(\w+) at line (\d+), column (\d+)$/gm)].map((m) => m[0]);

describe('whitespace-only config text is a ConfigJsonError (only an exactly empty file is {})', () => {
  const cases: readonly { name: string; input: Partial<LoaderInput>; path: string; at: [number, number] }[] = [
    { name: 'a newline', input: { files: [{ path: PROJECT, text: '\n' }] }, path: PROJECT, at: [2, 1] },
    { name: 'three spaces', input: { files: [{ path: PROJECT, text: '   ' }] }, path: PROJECT, at: [1, 4] },
    { name: 'spaces around a newline', input: { files: [{ path: PROJECT, text: ' \n ' }] }, path: PROJECT, at: [2, 2] },
    { name: 'only an unset {env:X}', input: { files: [{ path: PROJECT, text: '{env:UNSET_X}' }] }, path: PROJECT, at: [1, 1] },
    { name: 'an unset {env:X} and a newline', input: { files: [{ path: PROJECT, text: '{env:UNSET_X}\n' }] }, path: PROJECT, at: [2, 1] },
    { name: 'AGENTFORGE_CONFIG_CONTENT="  "', input: { env: { AGENTFORGE_CONFIG_CONTENT: '  ' } }, path: 'AGENTFORGE_CONFIG_CONTENT', at: [1, 3] },
  ];
  it.each(cases)('$name', ({ input, path, at }) => {
    const load = loadConfig({ ...base, ...input });
    expect(load.config).toBeNull();
    expect(load.error).toMatchObject({ name: 'ConfigJsonError', data: { path }, line: at[0], column: at[1] });
    expect(entries(load.error?.data.message)).toEqual([`ValueExpected at line ${at[0]}, column ${at[1]}`]);
  });
  it('an exactly empty file is still {} with no $schema of its own (merge-066)', () => {
    const load = loadConfig({ ...base, env: { AGENTFORGE_CONFIG: '/x/empty.json' }, files: [{ path: '/x/empty.json', text: '' }] });
    expect(load.error).toBeNull();
    expect(load.config).not.toHaveProperty('$schema');
  });
});
