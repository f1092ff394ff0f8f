import { describe, expect, it } from 'vitest';
import { countKeyLines, dottedKeyPath, fromKeyLines, toKeyLines } from './key-lines.ts';
import type { KeyPath } from './key-path.ts';

describe('dottedKeyPath', () => {
  it.each<[string, KeyPath, string]>([
    ['one key', ['permission'], 'permission'],
    ['nested keys', ['permission', 'bash', 'git *'], 'permission.bash.git *'],
    ['the empty path', [], ''],
    ['an empty key', [''], ''],
    ['empty keys around a dot', ['', ''], '.'],
    ['a newline in a key stays on one line', ['agent', 'a\nb'], 'agent.a\\nb'],
    ['a backslash is doubled, so it never reads as an escaped newline', ['x', 'a\\nb'], 'x.a\\\\nb'],
    ['a carriage return is kept', ['a\rb'], 'a\rb'],
  ])('%s', (_name, path, shown) => {
    expect(dottedKeyPath(path)).toBe(shown);
    expect(dottedKeyPath(path)).not.toContain('\n');
  });
});

describe('key lines', () => {
  it.each<[string, KeyPath[], string[]]>([
    ['no paths', [], []],
    ['one empty key (not the same as no paths)', [['']], ['']],
    ['two empty keys', [[''], ['']], ['', '']],
    ['paths in order, duplicates kept', [['a', 'b'], ['c'], ['a', 'b']], ['a.b', 'c', 'a.b']],
    ['a newline inside a key does not split the path', [['agent', 'x\ny', 'mode'], ['z']], ['agent.x\\ny.mode', 'z']],
    ['a key of only newlines', [['\n\n']], ['\\n\\n']],
  ])('%s', (_name, paths, dotted) => {
    const lines = toKeyLines(paths);
    expect(fromKeyLines(lines)).toEqual(dotted);
    expect(countKeyLines(lines)).toBe(paths.length);
  });

  it('reads back many paths, every one on its own line', () => {
    const paths: KeyPath[] = Array.from({ length: 1000 }, (_, i) => ['agent', `a${i}`, i % 7 === 0 ? 'odd\nkey' : 'description']);
    const dotted = fromKeyLines(toKeyLines(paths));
    expect(dotted).toHaveLength(1000);
    expect(dotted[7]).toBe('agent.a7.odd\\nkey');
    expect(dotted[8]).toBe('agent.a8.description');
  });
});
