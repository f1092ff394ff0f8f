import { describe, expect, it } from 'vitest';
import { offsetOf } from './offset-map.ts';
import { loadConfig } from '../load.ts';
import type { LoaderInput } from '../discover/loader-input.ts';

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

describe('a leading UTF-8 BOM is dropped wherever the reference reads a file', () => {
  const B = '\uFEFF';
  const files: readonly { name: string; path: string; env?: Record<string, string> }[] = [
    { name: 'project agentforge.json', path: PROJECT },
    { name: 'project agentforge.jsonc', path: '/home/user/project/agentforge.jsonc' },
    { name: '.agentforge/agentforge.json', path: '/home/user/project/.agentforge/agentforge.json' },
    { name: 'global agentforge.json', path: '/home/user/.config/agentforge/agentforge.json' },
    { name: 'AGENTFORGE_CONFIG file', path: '/x/custom.json', env: { AGENTFORGE_CONFIG: '/x/custom.json' } },
    { name: 'managed agentforge.json', path: '/etc/agentforge/agentforge.json' },
  ];
  it.each(files)('$name with a BOM loads', ({ path, env }) => {
    const load = loadConfig({ ...base, env: env ?? {}, files: [{ path, text: `${B}{\n  // c\n  "model": "a/b",\n}` }] });
    expect(load.error).toBeNull();
    expect(load.config?.model).toBe('a/b');
  });
  it('a {file:} target with a BOM is read without it', () => {
    const load = loadConfig({ ...base, files: [{ path: PROJECT, text: '{"model": "{file:./m.txt}"}' }, { path: '/home/user/project/m.txt', text: `${B}a/b\n` }] });
    expect(load.config?.model).toBe('a/b');
  });
  it('a file holding only a BOM is an empty file: {}', () => {
    const load = loadConfig({ ...base, files: [{ path: PROJECT, text: B }] });
    expect(load.error).toBeNull();
  });
  const errors: readonly { name: string; input: Partial<LoaderInput>; code: string; at: [number, number] }[] = [
    // The reference reports positions in the text it read (BOM gone).
    { name: 'BOM then whitespace', input: { files: [{ path: PROJECT, text: `${B}  ` }] }, code: 'ValueExpected', at: [1, 3] },
    { name: 'BOM then a syntax error', input: { files: [{ path: PROJECT, text: `${B}{"a": }` }] }, code: 'ValueExpected', at: [1, 7] },
    // Env text is not a file: the BOM stays and jsonc-parser refuses it.
    { name: 'BOM in AGENTFORGE_CONFIG_CONTENT', input: { env: { AGENTFORGE_CONFIG_CONTENT: `${B}{}` } }, code: 'InvalidSymbol', at: [1, 1] },
  ];
  it.each(errors)('$name: ConfigJsonError $code', ({ input, code, at }) => {
    const load = loadConfig({ ...base, ...input });
    expect(load.error).toMatchObject({ name: 'ConfigJsonError', line: at[0], column: at[1] });
    expect(entries(load.error?.data.message)[0]).toBe(`${code} at line ${at[0]}, column ${at[1]}`);
  });
  it('diagnostics keep pointing into the text as typed (BOM included)', () => {
    const syntax = `${B}{"a": }`;
    const bad = loadConfig({ ...base, files: [{ path: PROJECT, text: syntax }] });
    expect(bad.diagnostics.find((d) => d.code === 'config/json-syntax')).toMatchObject({ offset: syntax.indexOf('}') });
    const typed = `${B}{"small_model": "{env:E}", "model": 42}`;
    const invalid = loadConfig({ ...base, env: { E: 'long value' }, files: [{ path: PROJECT, text: typed }] });
    const at = invalid.diagnostics.find((d) => d.code.startsWith('config/invalid'));
    expect(offsetOf(typed, at!.line!, at!.column!)).toBe(typed.indexOf('"model"'));
    const missing = `${B}{"m": "{file:./nope}"}`;
    const ref = loadConfig({ ...base, files: [{ path: PROJECT, text: missing }] });
    expect(ref.diagnostics.find((d) => d.code === 'config/bad-file-reference')).toMatchObject({ offset: missing.indexOf('{file:') });
  });
});
