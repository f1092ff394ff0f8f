import { describe, expect, it } from 'vitest';
import { parseFrontmatter, sanitizeFrontmatter } from './frontmatter.ts';

const fm = (yaml: string, body = 'B') => parseFrontmatter(`---\n${yaml}\n---\n${body}`);

describe('parseFrontmatter: split', () => {
  it.each<[string, string, Record<string, unknown> | null, string]>([
    ['no frontmatter', 'hello\n---\nx', {}, 'hello\n---\nx'],
    ['empty frontmatter', '---\n---\nbody', {}, 'body'],
    ['comment-only frontmatter', '---\n# c\n---\nbody', {}, 'body'],
    ['four dashes is not a fence', '----\na: 1\n----\nx', {}, '----\na: 1\n----\nx'],
    ['unclosed fence: all matter', '---\na: 1\n', { a: 1 }, ''],
    ['CRLF', '---\r\na: 1\r\n---\r\nbody', { a: 1 }, 'body'],
    ['body keeps blank first line', '---\na: 1\n---\n\nbody\n', { a: 1 }, '\nbody\n'],
  ])('%s', (_name, text, data, content) => {
    const result = parseFrontmatter(text);
    expect(result.data).toEqual(data);
    expect(result.content).toBe(content);
  });
});

describe('parseFrontmatter: YAML subset', () => {
  it.each<[string, string, unknown]>([
    ['scalars', 'a: 1\nb: -2.5\nc: true\nd: False\ne: ~\nf: null\ng: plain text\nh: 0x10\ni: .inf\nj: 1_000', {
      a: 1, b: -2.5, c: true, d: false, e: null, f: null, g: 'plain text', h: 16, i: Infinity, j: 1000,
    }],
    ['empty value is null', 'a:\nb: 1', { a: null, b: 1 }],
    ['quoted', `a: "x\\ty \\"q\\" \\u00e9"\nb: 'it''s'\nc: "#not comment"\n"k: 1": v`, { a: 'x\ty "q" é', b: "it's", c: '#not comment', 'k: 1': 'v' }],
    ['comments', 'a: 1 # one\n# full\nb: x#y', { a: 1, b: 'x#y' }],
    ['nested maps by indentation', 'p:\n  bash:\n    "git *": allow\n    "*": ask\n  edit: deny', {
      p: { bash: { 'git *': 'allow', '*': 'ask' }, edit: 'deny' },
    }],
    ['four-space indentation', 'tools:\n    bash: true # c\n\n    edit: false', { tools: { bash: true, edit: false } }],
    ['sequences', 'a:\n  - x\n  - 2\nb:\n- y\n- k: 1\n  j: 2\n- - n', { a: ['x', 2], b: ['y', { k: 1, j: 2 }, ['n']] }],
    ['flow', 'a: [1, "two", [3]]\nb: {x: 1, "y": [a, b], z: }\nc: []\nd: {}', { a: [1, 'two', [3]], b: { x: 1, y: ['a', 'b'], z: null }, c: [], d: {} }],
    ['multi-line flow', 'a: [\n  1,\n  2\n]\nb: 3', { a: [1, 2], b: 3 }],
    ['literal block', 'a: |\n  l1\n   l2\n\n  l3\nb: 1', { a: 'l1\n l2\n\nl3\n', b: 1 }],
    ['literal strip/keep', 'a: |-\n  x\n\nb: |+\n  y\n\nc: 1', { a: 'x', b: 'y\n\n', c: 1 }],
    ['folded block', 'a: >-\n  one\n  two\n\n  three\nb: >\n  x\n', { a: 'one two\nthree', b: 'x\n' }],
    ['multi-line plain', 'd: first part,\n  second part.\nm: x', { d: 'first part, second part.', m: 'x' }],
    ['key order and integer keys', 'z: 1\n"10": a\na: 2\n"2": b', { 2: 'b', 10: 'a', z: 1, a: 2 }],
    ['multi-line double quoted', 'a: "one\n  two"\nb: 1', { a: 'one two', b: 1 }],
  ])('%s', (_name, yaml, expected) => {
    const result = fm(yaml);
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual(expected);
    expect(JSON.stringify(result.data)).toBe(JSON.stringify(expected));
  });

  it.each<[string, string]>([
    ['unclosed flow', 'description: [unclosed'],
    ['unclosed double quote', 'a: "never closed'],
    ['unclosed single quote', "a: 'never"],
    ['duplicate key', 'a: 1\na: 2'],
    ['alias', 'a: *ref'],
    ['bad indentation', 'a: 1\n  b: 2'],
    ['tab indentation', 'a:\n\tb: 1'],
    ['bad escape', 'a: "\\q"'],
    ['junk after quote', 'a: "x" y'],
  ])('rejects %s: data null, whole text as content', (_name, yaml) => {
    const text = `---\n${yaml}\n---\nbody`;
    const result = parseFrontmatter(text);
    expect(result.data).toBeNull();
    expect(result.content).toBe(text);
    expect(result.error).toMatch(/Failed to parse YAML frontmatter/);
  });

  it('falls back to block scalars for unquoted values containing colons', () => {
    expect(fm('description: Use when: reviewing\nmode: subagent').data).toEqual({ description: 'Use when: reviewing', mode: 'subagent' });
    expect(sanitizeFrontmatter('---\na: b: c\n  d: e\n---\n')).toBe('---\na: |-\n  b: c\n  d: e\n---\n');
  });
});

describe('parseFrontmatter: hostile input', () => {
  it('keeps __proto__ and constructor as plain data', () => {
    const result = fm('__proto__:\n  polluted: yes\nconstructor: 1\nx: {__proto__: 2}');
    expect(Object.keys(result.data ?? {})).toEqual(['__proto__', 'constructor', 'x']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
  });

  it('rejects very deep flow nesting without overflowing the stack', () => {
    const deep = `a: ${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(fm(deep).data).toBeNull();
  });

  it('rejects very deep block nesting', () => {
    const lines = Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n');
    expect(fm(lines).data).toBeNull();
  });

  it('handles a 1MB line and many lines quickly', () => {
    const started = performance.now();
    expect(fm(`a: ${'x'.repeat(1_000_000)}`).data).toEqual({ a: 'x'.repeat(1_000_000) });
    expect(fm(`a: "${'y'.repeat(1_000_000)}`).data).toBeNull();
    const many = Array.from({ length: 20_000 }, (_, i) => `k${i}: v`).join('\n');
    expect(Object.keys(fm(many).data ?? {})).toHaveLength(20_000);
    expect(fm(`a: [${'1, '.repeat(100_000)}1]`).data).not.toBeNull();
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('never throws on arbitrary text', () => {
    for (const text of ['---', '---\n', '---\n:\n---', '---\n- \n---', '---\n? a\n---', '---\n|\n---', '---\n"\n---', '---\n{\n---']) {
      expect(() => parseFrontmatter(text)).not.toThrow();
    }
  });
});
