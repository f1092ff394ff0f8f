import { describe, expect, it } from 'vitest';
import { countKeyLines, dottedKeyPath, fromKeyLines, toKeyLines } from './key-lines.ts';
import { concatKeyLines, unionKeyLines } from './key-lines-union.ts';
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

  // Texts `toKeyLines` did not make: a last path without its newline still counts, in both readers alike.
  it.each<[string, string, string[]]>([
    ['one path, no newline', 'a.b', ['a.b']],
    ['two paths, the last without its newline', 'a\nb', ['a', 'b']],
    ['a lone newline: one empty path', '\n', ['']],
    ['an empty path after one', 'a\n\n', ['a', '']],
  ])('%s', (_name, text, dotted) => {
    expect(fromKeyLines(text)).toEqual(dotted);
    expect(countKeyLines(text)).toBe(dotted.length);
  });

  it('reads back many paths, every one on its own line', () => {
    const paths: KeyPath[] = Array.from({ length: 1000 }, (_, i) => ['agent', `a${i}`, i % 7 === 0 ? 'odd\nkey' : 'description']);
    const dotted = fromKeyLines(toKeyLines(paths));
    expect(dotted).toHaveLength(1000);
    expect(dotted[7]).toBe('agent.a7.odd\\nkey');
    expect(dotted[8]).toBe('agent.a8.description');
  });
});

/** What `unionKeyLines` must give, the plain way: split every list, put the paths in a Set. */
function plainUnion(lists: readonly string[], firstMax: number, skip: ReadonlySet<string>) {
  const seen = new Set<string>();
  const skipped: string[] = [];
  for (const lines of lists) {
    for (const k of fromKeyLines(lines)) {
      if (skip.has(k)) {
        if (!skipped.includes(k)) skipped.push(k);
      } else seen.add(k);
    }
  }
  return { count: seen.size, first: [...seen].slice(0, firstMax), skipped };
}

/** A seeded stream of integers below `n` (a linear congruential generator: the same lists on every run). */
function randomInts(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state % n;
  };
}

const lines = (...dotted: string[]): string => dotted.map((k) => `${k}\n`).join('');

describe('unionKeyLines', () => {
  const SCHEMA = new Set(['$schema']);
  it.each<[string, string[], number, ReadonlySet<string>, { count: number; first: string[]; skipped: string[] }]>([
    ['no lists', [], 12, SCHEMA, { count: 0, first: [], skipped: [] }],
    ['empty lists', ['', ''], 12, SCHEMA, { count: 0, first: [], skipped: [] }],
    ['one list', [lines('a.b', 'c')], 12, SCHEMA, { count: 2, first: ['a.b', 'c'], skipped: [] }],
    ['a path in two lists counts once, in first-seen order', [lines('x', 'y'), lines('y', 'z')], 12, SCHEMA, { count: 3, first: ['x', 'y', 'z'], skipped: [] }],
    ['the skipped key is reported, not counted', [lines('$schema', 'permission.bash'), lines('$schema')], 12, SCHEMA, { count: 1, first: ['permission.bash'], skipped: ['$schema'] }],
    ['an empty path is a path', [lines(''), lines('', 'a')], 12, SCHEMA, { count: 2, first: ['', 'a'], skipped: [] }],
    ['first stops at firstMax, count does not', [lines('a', 'b', 'c', 'd')], 2, SCHEMA, { count: 4, first: ['a', 'b'], skipped: [] }],
    ['same length, other characters', [lines('ab', 'ba', 'ab')], 12, SCHEMA, { count: 2, first: ['ab', 'ba'], skipped: [] }],
    ['a prefix is another path', [lines('agent.a', 'agent.ab', 'agent.a')], 12, SCHEMA, { count: 2, first: ['agent.a', 'agent.ab'], skipped: [] }],
    ['a list without its last newline (not made by toKeyLines) still ends', ['a\nb', 'b'], 12, SCHEMA, { count: 2, first: ['a', 'b'], skipped: [] }],
    ['astral and escaped characters', [lines('😀.x', 'a\\nb'), lines('😀.x')], 12, SCHEMA, { count: 2, first: ['😀.x', 'a\\nb'], skipped: [] }],
    ['no skip set', [lines('$schema', '$schema')], 12, new Set<string>(), { count: 1, first: ['$schema'], skipped: [] }],
    // Two paths of one length with the same 32-bit FNV-1a hash: told apart by their characters.
    ['paths whose hashes collide', [lines('agent.a1565786'), lines('agent.a2024240', 'agent.a1565786')], 12, SCHEMA, { count: 2, first: ['agent.a1565786', 'agent.a2024240'], skipped: [] }],
  ])('%s', (_name, lists, firstMax, skip, expected) => {
    expect(unionKeyLines(lists, firstMax, skip)).toEqual(expected);
  });

  it('agrees with a plain Set on random lists (many short paths alike, lists of every size)', () => {
    const rand = randomInts(7);
    const alphabet = ['a', 'b', '.', '$', 'é', '\\n'];
    for (let round = 0; round < 60; round++) {
      const lists = Array.from({ length: 1 + rand(40) }, () => {
        const paths = Array.from({ length: rand(60) }, () => (rand(15) === 0 ? '$schema' : Array.from({ length: rand(6) }, () => alphabet[rand(alphabet.length)]).join('')));
        return lines(...paths);
      });
      const firstMax = rand(20);
      expect(unionKeyLines(lists, firstMax, SCHEMA)).toEqual(plainUnion(lists, firstMax, SCHEMA));
    }
  });

  it('counts 20,000 lists of distinct paths', () => {
    const lists = Array.from({ length: 20_000 }, (_, i) => toKeyLines([['agent', `a${i}`, 'description'], ['agent', `a${i}`, 'mode'], ['$schema']]));
    const union = unionKeyLines(lists, 3, SCHEMA);
    expect(union.count).toBe(40_000);
    expect(union.first).toEqual(['agent.a0.description', 'agent.a0.mode', 'agent.a1.description']);
    expect(union.skipped).toEqual(['$schema']);
  });
});

describe('concatKeyLines (lists of distinct paths)', () => {
  const SCHEMA = new Set(['$schema']);
  it.each<[string, string[], number, { count: number; first: string[]; skipped: string[] }]>([
    ['no lists', [], 12, { count: 0, first: [], skipped: [] }],
    ['$schema first, in the middle, last', [lines('$schema', 'a'), lines('b', '$schema', 'c'), lines('d', '$schema')], 12, { count: 4, first: ['a', 'b', 'c', 'd'], skipped: ['$schema'] }],
    ['a list without its last newline', ['a\nb', '$schema', 'c\n$schema'], 12, { count: 3, first: ['a', 'b', 'c'], skipped: ['$schema'] }],
    ['a key that only ends like $schema', [lines('x$schema', 'a.$schema')], 12, { count: 2, first: ['x$schema', 'a.$schema'], skipped: [] }],
    ['first stops at firstMax', [lines('a', 'b'), lines('c')], 2, { count: 3, first: ['a', 'b'], skipped: [] }],
    ['an empty path', [lines('')], 12, { count: 1, first: [''], skipped: [] }],
  ])('%s', (_name, lists, firstMax, expected) => {
    expect(concatKeyLines(lists, firstMax, SCHEMA)).toEqual(expected);
  });

  it('gives what unionKeyLines gives when no path repeats', () => {
    const rand = randomInts(3);
    for (let round = 0; round < 40; round++) {
      let next = 0;
      const lists = Array.from({ length: rand(30) }, (_, l) => lines(...Array.from({ length: rand(20) }, () => (rand(10) === 0 && l % 3 === 0 ? '$schema' : `k${next++}.${'x'.repeat(rand(4))}`)).filter((k, i, all) => all.indexOf(k) === i)));
      const firstMax = rand(15);
      expect(concatKeyLines(lists, firstMax, SCHEMA)).toEqual(unionKeyLines(lists, firstMax, SCHEMA));
    }
  });
});
