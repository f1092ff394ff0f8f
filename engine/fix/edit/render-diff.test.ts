import { describe, expect, it } from 'vitest';
import { renderFileDiff } from './render-diff.ts';

const numbered = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i}`).join('\n');

describe('renderFileDiff', () => {
  it.each([
    ['one changed line with context', { path: 'a.json', before: '{\n  "x": 1,\n  "y": 2\n}', after: '{\n  "x": 1,\n  "y": 3\n}' }, ['--- a.json', '+++ a.json', '@@ -2,3 +2,3 @@', '   "x": 1,', '-  "y": 2', '+  "y": 3', ' }']],
    ['a new file', { path: 'n.json', before: '', after: '{}' }, ['--- /dev/null', '+++ n.json', '@@ -1,0 +1,1 @@', '+{}']],
    ['an env variable', { env: 'AGENTFORGE_PERMISSION', before: '{"a":1}', after: '{"a":2}' }, ['--- $AGENTFORGE_PERMISSION', '+++ $AGENTFORGE_PERMISSION', '@@ -1,1 +1,1 @@', '-{"a":1}', '+{"a":2}']],
    ['two changes far apart are two hunks', { path: 'b', before: 'a\nb\nc\nd\ne\nf\ng', after: 'A\nb\nc\nd\ne\nf\nG' }, ['--- b', '+++ b', '@@ -1,2 +1,2 @@', '-a', '+A', ' b', '@@ -6,2 +6,2 @@', ' f', '-g', '+G']],
    ['a moved line is one removal and one addition', { path: 'm', before: 'x\ny\nz', after: 'y\nz\nx' }, ['--- m', '+++ m', '@@ -1,3 +1,3 @@', '-x', ' y', ' z', '+x']],
    ['a final newline added is said', { path: 'e', before: 'a\nb', after: 'a\nb\n' }, ['--- e', '+++ e', '@@ -1,2 +1,2 @@', ' a', '-b', '\\ No newline at end of file', '+b']],
  ])('%s', (_name, change, lines) => {
    expect(renderFileDiff(change)).toEqual(lines);
  });

  it('a file rewritten whole (past the edit length it looks for) is every old line removed and every new line added', () => {
    const lines = renderFileDiff({ path: 'big', before: numbered('old', 3000), after: numbered('new', 3000) });
    expect(lines[2]).toBe('@@ -1,3000 +1,3000 @@');
    expect(lines.filter((l) => l.startsWith('-')).length - 1).toBe(3000);
    expect(lines.filter((l) => l.startsWith('+')).length - 1).toBe(3000);
  });

  it('one line changed in a long file is one small hunk', () => {
    const before = numbered('line', 50_000);
    const lines = renderFileDiff({ path: 'long', before, after: before.replace('line 25000', 'LINE') });
    expect(lines).toEqual(['--- long', '+++ long', '@@ -25000,3 +25000,3 @@', ' line 24999', '-line 25000', '+LINE', ' line 25001']);
  });
});
