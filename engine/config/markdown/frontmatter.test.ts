import { describe, expect, it } from 'vitest';
import { parseFrontmatter, sanitizeFrontmatter, type Frontmatter } from './frontmatter.ts';
import { EXPANSION_BUDGET } from './frontmatter-value.ts';

const doc = (yaml: string, body = 'Body') => `---\n${yaml}\n---\n${body}`;
const kept = (fm: Frontmatter) => (fm.kind === 'kept' ? { data: fm.data, content: fm.content } : { kind: fm.kind });

// Every expectation here is what gray-matter 4.0.3 + js-yaml 3.14.2 give (../shared/vectors/frontmatter.jsonl wins).
describe('parseFrontmatter: gray-matter pipeline', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ['empty text', '', {}, ''],
    ['no frontmatter', 'hello\n---\nx', {}, 'hello\n---\nx'],
    ['empty frontmatter', '---\n---\nbody', {}, 'body'],
    ['comment-only frontmatter', '---\n# c\n---\nbody', {}, 'body'],
    ['four dashes is not a fence', '----\na: 1\n----\nx', {}, '----\na: 1\n----\nx'],
    ['unclosed fence: all matter, no content', '---\na: 1\n', { a: 1 }, ''],
    ['CRLF', '---\r\na: 1\r\n---\r\nbody', { a: 1 }, 'body'],
    ['body keeps its blank first line', '---\na: 1\n---\n\nbody\n', { a: 1 }, '\nbody\n'],
    ['a closing fence with text after it keeps that text', '---\na: 1\n---x\nbody', { a: 1 }, 'x\nbody'],
    ['BOM is stripped', '\ufeff---\na: 1\n---\nbody', { a: 1 }, 'body'],
    ['---yaml tag', '---yaml\na: 1\n---\nb', { a: 1 }, 'b'],
    ['---YML tag (alias, any case)', '---YML\na: 1\n---\nb', { a: 1 }, 'b'],
    ['---json tag', '---json\n{"a": [1, 2], "__proto__": 3}\n---\nb', { a: [1, 2], ['__proto__']: 3 }, 'b'],
    ['---js with an empty block is never evaluated', '---js\n# nothing\n---\nb', {}, 'b'],
    ['top-level list spreads to index keys', '---\n- a\n- b\n---\n', { 0: 'a', 1: 'b' }, ''],
    ['top-level string spreads to index keys', '---\nhi\n---\n', { 0: 'h', 1: 'i' }, ''],
    ['top-level number spreads to nothing', '---\n42\n---\n', {}, ''],
    ['---constructor: Object(matter), spread like a string', '---constructor\nab\n---\nx', { 0: '\n', 1: 'a', 2: 'b' }, 'x'],
    ['---hasOwnProperty: a boolean, spread to nothing', '---hasOwnProperty\na: 1\n---\nx', {}, 'x'],
    ['excerpt_separator that cannot become a string: the cached file keeps its data', doc('excerpt_separator:\n  toString: 1'), { excerpt_separator: { toString: 1 } }, 'Body'],
  ])('%s', (_name, text, data, content) => {
    const fm = parseFrontmatter(text);
    expect(kept(fm)).toEqual({ data, content });
    if (fm.kind === 'kept') expect(Object.keys(fm.data)).toEqual(Object.keys(data));
  });

  it.each<[string, string]>([
    ['---toml (engine not registered)', '---toml\na = 1\n---\nbody'],
    ['---JSON (only lower-case json is registered)', '---JSON\n{}\n---\nbody'],
    ['a fence with no line break: the last character is cut from the tag', '---yaml'],
    ['invalid YAML that sanitize leaves alone', doc('a: [1')],
    ['duplicate keys', doc('a: 1\na: 2')],
    ['!!bool on a non-boolean', doc('a: !!bool yes')],
    ['an unknown tag', doc('a: !!python/object x')],
    ['BOM and invalid YAML: sanitize sees the BOM and changes nothing', '\ufeff---\na: [1\n---\nbody'],
  ])('%s: no settings, the whole text (BOM dropped) is the prompt', (_name, text) => {
    const fm = parseFrontmatter(text);
    expect(fm.kind).toBe('whole-text');
    if (fm.kind === 'whole-text') {
      expect(fm.data).toEqual({});
      expect(fm.content).toBe(text.replace(/^\ufeff/, ''));
    }
  });

  it.each<[string, string]>([
    ['CRLF multi-line invalid frontmatter (sanitize rewrites the line breaks, still invalid)', '---\r\na: [1\r\nb: 2\r\n---\r\nbody'],
    ['sanitize changes a colon line but another line stays invalid', doc('description: a: b\nx: [1')],
    ['the text is an Object.prototype name (gray-matter\'s cache answers it with no content)', 'constructor'],
  ])('%s: skipped', (_name, text) => {
    expect(parseFrontmatter(text).kind).toBe('skipped');
  });

  it('sanitize fixes unquoted colon values on the second attempt', () => {
    const fm = parseFrontmatter(doc('description: Use when: reviewing\nmode: subagent'));
    expect(fm).toEqual({ kind: 'kept', data: { description: 'Use when: reviewing', mode: 'subagent' }, content: 'Body', sanitized: true });
    expect(sanitizeFrontmatter('---\na: b: c\n  d: e\n---\n')).toBe('---\na: |-\n  b: c\n  d: e\n---\n');
    expect(sanitizeFrontmatter('---\r\na: b: c\r\n---\r\n')).toBe('---\r\na: |-\n  b: c\r\n---\r\n');
    expect(sanitizeFrontmatter('\ufeff---\na: b: c\n---\n')).toBe('\ufeff---\na: b: c\n---\n');
  });

  it('places a parse error at its line in the file', () => {
    expect(parseFrontmatter('---\na: 1\nb: [1\n---\nbody')).toMatchObject({ kind: 'whole-text', at: { line: 4, column: 1 } });
  });
});

describe('parseFrontmatter: js-yaml 3.14.2 values (issue 12 repros)', () => {
  it.each<[string, string, Record<string, unknown>]>([
    ['anchor and alias', 'edit: &d deny\nwebfetch: *d', { edit: 'deny', webfetch: 'deny' }],
    ['merge keys', 'base: &b {bash: allow}\nbuild:\n  <<: *b\n  edit: deny', { base: { bash: 'allow' }, build: { bash: 'allow', edit: 'deny' } }],
    ['tags', 'a: !!str 1\nb: !!int "3"\nc: !!set {x, y}\nd: !!pairs [a: 1]', { a: '1', b: 3, c: { x: null, y: null }, d: [['a', 1]] }],
    ['timestamp becomes a Date', 'description: 2024-01-01', { description: new Date('2024-01-01T00:00:00.000Z') }],
    ['sexagesimal', 'a: 1:30\nb: 1:30.5', { a: 90, b: 90.5 }],
    ['-.5 is a string, .5 a number', 'a: -.5\nb: .5', { a: '-.5', b: 0.5 }],
    ['08 is a string, 010 octal', 'a: 08\nb: 010\nc: 0x1F\nd: 1e3', { a: '08', b: 8, c: 31, d: 1000 }],
    ['.inf and .nan', 'a: .inf\nb: -.Inf\nc: .NaN', { a: Infinity, b: -Infinity, c: NaN }],
    ['yes/no/on/off stay strings, ~ is null', 'a: yes\nb: off\nc: ~\nd: True', { a: 'yes', b: 'off', c: null, d: true }],
    ['a tab-led line is a sibling key; the parent becomes null', 'permission:\n\tbash: deny', { permission: null, bash: 'deny' }],
    ['keep chomping keeps the final line break before the fence', 'p: |+\n  x\n', { p: 'x\n' }],
    ['strip chomping', 'p: |-\n  x\n', { p: 'x' }],
    ['binary becomes bytes', 'v: !!binary aGVsbG8=', { v: Uint8Array.from([104, 101, 108, 108, 111]) }],
    ['integer-like keys come first, as in a JS object', 'z: 1\n"10": a\na: 2', { 10: 'a', z: 1, a: 2 }],
  ])('%s', (_name, yaml, data) => {
    const fm = parseFrontmatter(doc(yaml));
    expect(kept(fm)).toEqual({ data, content: 'Body' });
    if (fm.kind === 'kept') expect(Object.keys(fm.data)).toEqual(Object.keys(data));
  });

  it('aliased values are copied, not shared', () => {
    const fm = parseFrontmatter(doc('a: &x {k: 1}\nb: *x'));
    expect(fm.kind === 'kept' && fm.data.a !== fm.data.b).toBe(true);
  });
});

describe('parseFrontmatter: hostile input', () => {
  const bomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]', ...'bcdefghi'.split('').map((k, i) => {
    const prev = 'abcdefghi'.charAt(i);
    return `${k}: &${k} [${Array(9).fill(`*${prev}`).join(',')}]`;
  })].join('\n');

  it('a ~400-byte alias bomb is refused quickly, not expanded', () => {
    expect(bomb.length).toBeLessThan(500);
    const fm = parseFrontmatter(doc(bomb));
    expect(fm.kind).toBe('too-large');
  });

  it('an alias inside its own anchor (a cycle) is refused', () => {
    expect(parseFrontmatter(doc('a: &a [*a]')).kind).toBe('too-large');
  });

  it('a big alias-free document stays under the expansion budget', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `k${i}: [1, 2, 3]`).join('\n');
    expect(Object.keys((parseFrontmatter(doc(many)) as { data: object }).data)).toHaveLength(20_000);
    expect(EXPANSION_BUDGET).toBeGreaterThan(0);
  });

  it.each([
    ['---js', '---js\n(globalThis.__frontmatterPwned = 1, {a: 1})\n---\nbody'],
    ['---javascript', '---javascript\n{a: globalThis.__frontmatterPwned = 1}\n---\nbody'],
    ['---JS', '---JS\nglobalThis.__frontmatterPwned = 1\n---\nbody'],
  ])('%s is never evaluated; the result says the CLI would run it', (_name, text) => {
    const fm = parseFrontmatter(text);
    expect(fm.kind).toBe('javascript');
    expect((globalThis as Record<string, unknown>).__frontmatterPwned).toBeUndefined();
  });

  it('__proto__ keys stay own data keys (as js-yaml then {...data} keep them) and touch no prototype', () => {
    const fm = parseFrontmatter(doc('__proto__:\n  polluted: yes\nconstructor: 1\nx: {__proto__: 2}\ny:\n  <<: {__proto__: {polluted: 1}}'));
    if (fm.kind !== 'kept') throw new Error(fm.kind);
    expect(Object.keys(fm.data)).toEqual(['__proto__', 'constructor', 'x', 'y']);
    expect(Object.getPrototypeOf(fm.data)).toBe(Object.prototype);
    expect(Object.keys(fm.data.y as object)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(fm.data.y)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('very deep nesting answers without overflowing: whole text, or too deep for later stages', () => {
    expect(['whole-text', 'kept']).toContain(parseFrontmatter(doc(`a: ${'['.repeat(100_000)}${']'.repeat(100_000)}`)).kind);
    const lines = Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n');
    expect(() => parseFrontmatter(doc(lines))).not.toThrow();
  });

  it('long inputs are quick; past the size bound the text is not parsed', () => {
    expect(kept(parseFrontmatter(doc(`a: ${'x'.repeat(1_000_000)}`)))).toEqual({ data: { a: 'x'.repeat(1_000_000) }, content: 'Body' });
    expect(parseFrontmatter(doc(`a: "${'y'.repeat(1_000_000)}`)).kind).toBe('whole-text');
    expect(parseFrontmatter(doc(`a: [${'1, '.repeat(100_000)}1]`)).kind).toBe('kept');
    expect(parseFrontmatter(doc('a: 1', 'x'.repeat(6_000_000))).kind).toBe('too-large');
  });

  it('never throws on odd fences', () => {
    for (const text of ['---', '---\n', '---\r', '--- ', '---\n:\n---', '---\n- \n---', '---\n? a\n---', '---\n|\n---', '---\n"\n---', '---\n{\n---', '---__proto__\na\n---', '---__defineGetter__\na\n---', '---valueOf\na\n---', '__proto__', 'toString']) {
      expect(() => parseFrontmatter(text)).not.toThrow();
    }
  });
});
