import { describe, expect, it } from 'vitest';
import { offsetOf } from './offset-map.ts';
import { loadConfig } from '../load.ts';
import type { LoaderInput } from '../discover/loader-input.ts';

const base: LoaderInput = { files: [], env: {}, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user' };
const PROJECT = '/home/user/project/agentforge.json';

const load = (text: string, env: Record<string, string> = {}) => loadConfig({ ...base, env, files: [{ path: PROJECT, text }] });
/** The text a diagnostic's span covers. */
const spanOf = (text: string, d: { line?: number; column?: number; length?: number }) => (d.line === undefined ? '' : text.slice(offsetOf(text, d.line, d.column ?? 1), offsetOf(text, d.line, d.column ?? 1) + (d.length ?? 0)));

describe('unknown top-level keys: one error per key, at the key, with a did-you-mean', () => {
  it.each([
    { name: 'one misspelt key', text: '{\n  "modle": "a/b"\n}\n', want: [{ key: 'modle', line: 2, column: 3, hint: 'Did you mean "model" or "mode"?' }] },
    { name: 'a casing slip', text: '{ "Permission": {} }', want: [{ key: 'Permission', line: 1, column: 3, hint: 'Did you mean "permission"?' }] },
    {
      name: 'two keys, one close to nothing',
      text: '{\n  "zzzzzzzz": 1,\n  "agents": {}\n}',
      want: [
        { key: 'zzzzzzzz', line: 2, column: 3, hint: undefined },
        { key: 'agents', line: 3, column: 3, hint: 'Did you mean "agent"?' },
      ],
    },
    { name: 'a CRLF file', text: '{\r\n  "premission": {}\r\n}', want: [{ key: 'premission', line: 2, column: 3, hint: 'Did you mean "permission"?' }] },
  ])('$name', ({ text, want }) => {
    const result = load(text);
    // The reference's issue stays exactly as it is: one issue naming every key.
    expect(result.error?.data.issues).toEqual([{ code: 'unrecognized_keys', keys: want.map((w) => w.key), path: [], message: `Unrecognized key${want.length > 1 ? 's' : ''}: ${want.map((w) => w.key).join(', ')}` }]);
    const found = result.diagnostics.filter((d) => d.code === 'config/invalid/unrecognized_keys');
    expect(found.map((d) => ({ key: spanOf(text, d), line: d.line, column: d.column, hint: d.hint }))).toEqual(want.map((w) => ({ ...w, key: JSON.stringify(w.key) })));
    for (const d of found) expect(d.message).toBe(`Unrecognized key: ${JSON.parse(spanOf(text, d))}`);
  });
});

describe('permission names close to a built-in one', () => {
  it.each([
    { name: 'bsh at the top', text: '{ "permission": { "bsh": "deny" } }', want: [['"bsh"', 'Did you mean "bash"?']] },
    { name: 'Bash in an agent', text: '{ "agent": { "build": { "permission": { "Bash": "ask" } } } }', want: [['"Bash"', 'Did you mean "bash"?']] },
    { name: 'webFetch in a mode', text: '{ "mode": { "plan": { "permission": { "webFetch": "deny" } } } }', want: [['"webFetch"', 'Did you mean "webfetch"?']] },
    { name: 'known and custom names are quiet', text: '{ "permission": { "bash": "ask", "github_*": "deny", "mymcp_search": "allow", "constructor": "ask" } }', want: [] },
  ])('$name', ({ text, want }) => {
    const result = load(text);
    expect(result.error).toBeNull();
    const found = result.diagnostics.filter((d) => d.code === 'config/unknown-permission');
    expect(found.map((d) => [spanOf(text, d), d.hint])).toEqual(want);
    for (const d of found) expect(d.severity).toBe('warning');
  });
});

describe('a JSON error on a line that {env:} changed shows the line after substitution', () => {
  it.each([
    { name: 'a quote in the value', text: '{\n  "model": "{env:MODEL}"\n}\n', env: { MODEL: 'anthropic/"claude"' }, hint: 'After {env:}/{file:} substitution, line 2 reads: "model": "anthropic/"claude""' },
    { name: 'a value that spans lines', text: '{ "model": "{env:MODEL}" }', env: { MODEL: 'a\nb"' }, hint: 'After {env:}/{file:} substitution, line 1 reads: { "model": "a' },
    { name: 'a plain typo has no hint', text: '{\n  "model": "x" "y"\n}', env: {}, hint: undefined },
    { name: 'an untouched line elsewhere has no hint', text: '{\n  "model": "{env:M}",\n  "a" 1\n}', env: { M: 'ok' }, hint: undefined },
  ])('$name', ({ text, env, hint }) => {
    const result = load(text, env as Record<string, string>);
    expect(result.error?.name).toBe('ConfigJsonError');
    const first = result.diagnostics.find((d) => d.code === 'config/json-syntax');
    expect(first?.hint).toBe(hint);
  });
  it('keeps the reference message as it is', () => {
    const result = load('{\n  "model": "{env:MODEL}"\n}\n', { MODEL: 'a"b' });
    expect(result.error?.data.message).not.toContain('After {env:}');
  });
});
