import { describe, expect, it } from 'vitest';
import { renderFileDiff } from './render-diff.ts';

describe('renderFileDiff', () => {
  it.each([
    ['one changed line with context', { path: 'a.json', before: '{\n  "x": 1,\n  "y": 2\n}', after: '{\n  "x": 1,\n  "y": 3\n}' }, ['--- a.json', '+++ a.json', '@@ -2,3 +2,3 @@', '   "x": 1,', '-  "y": 2', '+  "y": 3', ' }']],
    ['a new file', { path: 'n.json', before: '', after: '{}' }, ['--- /dev/null', '+++ n.json', '@@ -1,0 +1,1 @@', '+{}']],
    ['an env variable', { env: 'AGENTFORGE_PERMISSION', before: '{"a":1}', after: '{"a":2}' }, ['--- $AGENTFORGE_PERMISSION', '+++ $AGENTFORGE_PERMISSION', '@@ -1,1 +1,1 @@', '-{"a":1}', '+{"a":2}']],
  ])('%s', (_name, change, lines) => {
    expect(renderFileDiff(change)).toEqual(lines);
  });
});
