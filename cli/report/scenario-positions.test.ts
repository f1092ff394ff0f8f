import { describe, expect, it } from 'vitest';
import { scenarioPlacer } from './scenario-positions.ts';

/** The line and column of `needle`'s first occurrence in `text`. */
function at(text: string, needle: string) {
  const i = text.indexOf(needle);
  const before = text.slice(0, i);
  return { line: before.split('\n').length, column: i - before.lastIndexOf('\n') };
}

describe('scenarioPlacer', () => {
  const layer = '{\n  "permission": { "edit": { "a\\\\b": "deny", "é😀": "ask", "x": "allow" } }\n}';
  const scenario = JSON.stringify({ version: 1, files: [{ path: '/p/agentforge.json', text: layer }], cwd: '/p' }, null, 2);
  const place = scenarioPlacer(scenario);

  it.each([
    ['a key after escaped quotes and newlines', '"edit"', '\\"edit\\"'],
    ['a key after an escaped backslash', '"deny"', '\\"deny\\"'],
    ['a key after non-ASCII text', '"x"', '\\"x\\"'],
  ])('%s maps to its escaped form in the scenario file', (_name, inLayer, inFile) => {
    expect(place('/p/agentforge.json', layer.indexOf(inLayer))).toEqual(at(scenario, inFile));
  });

  it('a \\u escape counts as one character of the layer', () => {
    const text = JSON.stringify({ files: [{ path: '/a', text: 'x\u0001y' }] });
    expect(text).toContain('\\u0001');
    expect(scenarioPlacer(text)('/a', 2)).toEqual(at(text, 'y"'));
  });

  it.each([
    ['an unknown layer', '/nope', 0],
    ['an offset past the text', '/p/agentforge.json', layer.length + 5],
    ['a negative offset', '/p/agentforge.json', -1],
  ])('%s is null', (_name, path, offset) => {
    expect(place(path, offset)).toBeNull();
  });

  it.each([
    ['not JSON', '{ nope'],
    ['files not a list', '{ "files": 3 }'],
    ['text not a string', '{ "files": [{ "path": "/p/agentforge.json", "text": 12 }] }'],
    ['empty', ''],
  ])('hostile scenario text (%s) places nothing and does not throw', (_name, text) => {
    expect(scenarioPlacer(text)('/p/agentforge.json', 0)).toBeNull();
  });
});
