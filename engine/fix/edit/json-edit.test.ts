import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { insertProperty, moveProperty, removeProperty, renameProperty, setJsonValue } from './json-edit.ts';

const INLINE = '{\n  // keep me\n  "permission": { "edit": { "reports/**": "allow", "*": "deny" } }\n}\n';
const BLOCK = '{\n\t"permission": {\n\t\t"bash": {\n\t\t\t"git *": "allow", // why\n\t\t\t"*": "ask"\n\t\t}\n\t}\n}\n';

describe('json-edit', () => {
  it.each([
    ['inline append', insertProperty(INLINE, ['permission', 'edit'], 'a', '"ask"'), '{ "reports/**": "allow", "*": "deny", "a": "ask" }'],
    ['inline prepend', insertProperty(INLINE, ['permission', 'edit'], 'a', '"ask"', true), '{ "a": "ask", "reports/**": "allow", "*": "deny" }'],
    ['inline remove last', removeProperty(INLINE, ['permission', 'edit', '*']), '{ "reports/**": "allow" }'],
    ['inline remove first', removeProperty(INLINE, ['permission', 'edit', 'reports/**']), '{ "*": "deny" }'],
    ['inline move first to end', moveProperty(INLINE, ['permission', 'edit'], 'reports/**', false), '{ "*": "deny", "reports/**": "allow" }'],
    ['inline move last to start', moveProperty(INLINE, ['permission', 'edit'], '*', true), '{ "*": "deny", "reports/**": "allow" }'],
    ['rename', renameProperty(INLINE, ['permission', 'edit', '*'], 'src/*'), '{ "reports/**": "allow", "src/*": "deny" }'],
    ['block append keeps tabs and comments', insertProperty(BLOCK, ['permission', 'bash'], 'ls', '"allow"'), '"*": "ask",\n\t\t\t"ls": "allow"'],
    ['block move keeps the comment', moveProperty(BLOCK, ['permission', 'bash'], 'git *', false), '// why'],
    ['empty object', insertProperty('{ "permission": {} }', ['permission'], 'bash', '"ask"'), '{ "bash": "ask" }'],
  ])('%s', (_name, out, contains) => {
    expect(out).not.toBeNull();
    expect(out).toContain(contains);
    expect(() => parse(out!)).not.toThrow();
  });

  it.each([
    ['missing object', () => insertProperty(INLINE, ['nope'], 'a', '"x"')],
    ['existing key', () => insertProperty(INLINE, ['permission', 'edit'], '*', '"x"')],
    ['missing key to remove', () => removeProperty(INLINE, ['permission', 'nope'])],
    ['root is an array', () => setJsonValue('[1, 2]', ['permission'], 'deny')],
    ['garbage', () => moveProperty('{{{', ['a'], 'b', true)],
  ])('refuses: %s', (_name, run) => {
    expect(run()).toBeNull();
  });

  it('keeps comments through a move', () => {
    expect(moveProperty(INLINE, ['permission', 'edit'], '*', true)).toContain('// keep me');
    expect(removeProperty(BLOCK, ['permission', 'bash', '*'])).toContain('// why');
  });

  it('creates missing objects with the file\'s indentation', () => {
    expect(setJsonValue('{\n    "model": "x"\n}', ['permission', 'bash'], 'deny')).toBe('{\n    "model": "x",\n    "permission": {\n        "bash": "deny"\n    }\n}');
    expect(JSON.parse(setJsonValue('', ['permission', 'read'], { '.env': 'deny' })!)).toEqual({ permission: { read: { '.env': 'deny' } } });
  });
});
