import { describe, expect, it } from 'vitest';
import { fromConfig } from '../../permission/from-config.ts';
import { expectPrototypeUntouched } from '../../fuzz/fuzz-runs.ts';
import { loadConfig } from '../load.ts';
import type { LoaderInput } from '../discover/loader-input.ts';
import { identityOffsetMap } from './offset-map.ts';
import { parseJsonc } from './parse.ts';

const parse = (text: string) => parseJsonc(text, { file: 'f', original: text, map: identityOffsetMap(text.length) });
const one = (text: string): LoaderInput => ({ files: [{ path: '/p/agentforge.json', text }], env: {}, cwd: '/p', worktree: '/p', home: '/h' });

describe('a "__proto__" key is dropped, as the reference\'s plain-object JSONC parse does', () => {
  const cases: readonly { name: string; text: string; value: unknown }[] = [
    { name: 'object value in a permission map', text: '{"permission": {"__proto__": {"bash": "deny"}, "edit": "ask"}}', value: { permission: { edit: 'ask' } } },
    { name: 'string value in a permission map', text: '{"permission": {"read": "allow", "__proto__": "deny", "edit": "ask"}}', value: { permission: { read: 'allow', edit: 'ask' } } },
    { name: 'null value', text: '{"__proto__": null, "a": 1}', value: { a: 1 } },
    { name: 'array value at the top level', text: '{"__proto__": [1, {"x": 2}], "b": [3]}', value: { b: [3] } },
    { name: 'nested in an array element', text: '[{"__proto__": {"p": 1}, "q": 2}]', value: [{ q: 2 }] },
    { name: 'under a pattern map', text: '{"bash": {"__proto__": "allow", "git *": "ask"}}', value: { bash: { 'git *': 'ask' } } },
    { name: 'constructor and prototype stay plain keys', text: '{"constructor": "deny", "prototype": "ask"}', value: { constructor: 'deny', prototype: 'ask' } },
  ];
  it.each(cases)('$name', ({ text, value }) => {
    const parsed = parse(text);
    expect(parsed.value).toEqual(value);
    expect(JSON.stringify(parsed.value)).toBe(JSON.stringify(value));
    expect(Object.getPrototypeOf(parsed.value)).toBe(Array.isArray(value) ? Array.prototype : Object.prototype);
    expectPrototypeUntouched();
    const warnings = parsed.diagnostics.filter((d) => d.code === 'config/prototype-key');
    const expected = (text.match(/"(__proto__|constructor|prototype)"/g) ?? []).length;
    expect(warnings).toHaveLength(expected);
  });
  it('the warning says the reference ignores it, at the key\'s position', () => {
    const text = '{"permission": {"__proto__": "deny"}}';
    const warning = parse(text).diagnostics.find((d) => d.code === 'config/prototype-key');
    expect(warning?.message).toContain('ignored by the reference');
    expect(warning).toMatchObject({ severity: 'warning', line: 1, column: text.indexOf('"__proto__"') + 1, offset: text.indexOf('"__proto__"'), length: '"__proto__"'.length });
  });
  it('it makes no rule, so later rules keep their indices', () => {
    const load = loadConfig(one('{"permission": {"__proto__": {"polluted": "deny"}, "bash": "ask", "edit": {"__proto__": "deny", "*.md": "allow"}}}'));
    expect(load.error).toBeNull();
    const rules = fromConfig(load.config?.permission, '/h');
    expect(rules.map((r) => [r.permission, r.pattern, r.action])).toEqual([['bash', '*', 'ask'], ['edit', '*.md', 'allow']]);
    expectPrototypeUntouched();
  });
});
