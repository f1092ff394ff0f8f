import { describe, expect, it } from 'vitest';
import { createVfs } from '../../vfs/vfs.ts';
import { substitute } from './substitute.ts';

const vfs = createVfs([{ path: '/p/prompt.txt', text: '  say "hi"\n' }, { path: '/home/u/k.txt', text: 'sk-1' }]);
const ctx = (vars: Record<string, string> = {}) => ({ vars, vfs, dir: '/p', home: '/home/u' });

describe('substitute', () => {
  it('replaces {env:} raw and maps offsets after the token back', () => {
    const text = '{"a": "{env:X}", "b": 1}';
    const s = substitute(text, ctx({ X: 'longer-value' }));
    expect(s.text).toBe('{"a": "longer-value", "b": 1}');
    const b = s.text.indexOf('"b"');
    expect(s.map.toOriginal(b)).toBe(text.indexOf('"b"'));
    // Inside the replacement the whole token is the span.
    expect(s.map.spanToOriginal(s.text.indexOf('longer'), 3)).toEqual({ offset: text.indexOf('{env:X}'), length: '{env:X}'.length });
  });
  it('missing variables and prototype names give ""', () => {
    expect(substitute('"{env:NOPE}{env:constructor}"', ctx()).text).toBe('""');
  });
  it('{file:} is trimmed, JSON-escaped, relative to the dir, ~ is home; maps compose across both passes', () => {
    const text = '{"e": "{env:E}", "p": "{file:./prompt.txt}", "k": "{file:~/k.txt}", "z": 0}';
    const s = substitute(text, ctx({ E: 'xx' }));
    expect(s.text).toBe('{"e": "xx", "p": "say \\"hi\\"", "k": "sk-1", "z": 0}');
    expect(s.map.toOriginal(s.text.indexOf('"z"'))).toBe(text.indexOf('"z"'));
    expect(s.map.toOriginal(s.text.indexOf('"k"'))).toBe(text.indexOf('"k"'));
  });
  it('leaves {file:} on // lines and reports a missing file with its resolved path and original span', () => {
    expect(substitute('// {file:./missing}\n{}', ctx()).error).toBeUndefined();
    const s = substitute('{"a": "{env:E}{file:nope.txt}"}', ctx({ E: 'abcdef' }));
    expect(s.error?.message).toBe('bad file reference: "{file:nope.txt}" /p/nope.txt does not exist');
    expect(s.error?.offset).toBe('{"a": "{env:E}'.length);
  });
  // A text without a token's opening is answered without the regular expression: the same text and a map that is the
  // identity, as a scan that finds nothing gives. Near misses (no `:`, another word, `}` first) stay as they are.
  it.each(['', '{}', '{"a": "b"}', '{"a": "{env}"}', '{"a": "{envX:Y}"}', '{"a": "{ env:Y}"}', '{"a": "{file}"}', '{"a": "{files:x}"}'])('%j: the text as typed, mapped to itself', (text) => {
    const s = substitute(text, ctx({ Y: 'value' }));
    expect(s.text).toBe(text);
    expect(s.error).toBeUndefined();
    for (let i = 0; i < text.length; i++) expect(s.map.toOriginal(i)).toBe(i);
    expect(s.map.segments).toEqual(text.length > 0 ? [{ outStart: 0, outEnd: text.length, inStart: 0, inEnd: text.length, isCopy: true }] : []);
  });
});
