import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createVfs } from '../../vfs/vfs.ts';
import { keyPathId } from '../merge/key-path.ts';
import { parseJsonc } from './parse.ts';
import type { ParsedJson, ParseSource } from './parse.ts';
import { patchJsonc } from './patch-jsonc.ts';
import type { PreviousParse } from './patch-jsonc.ts';
import { substitute } from './substitute.ts';

const FILE = '/p/agentforge.json';
/** `{env:}` and `{file:}` tokens read these, so positions go through a substitution map as in the loader. */
const VARS = { TOKEN: 'secret-value', EMPTY: '', LONG: 'x'.repeat(40) };
const VFS = createVfs([{ path: '/p/prompt.txt', text: 'a prompt\nwith "quotes"' }]);

/** What the loader parses for a typed text: the substituted text, and where it came from. */
function sourceOf(original: string): { text: string; source: ParseSource } {
  const sub = substitute(original, { vars: VARS, vfs: VFS, dir: '/p', home: '/h' });
  return { text: sub.text, source: { file: FILE, original, map: sub.map } };
}

/** A fresh parse of a typed text, as the previous parse of the next edit. */
function parse(original: string): PreviousParse {
  const { text, source } = sourceOf(original);
  return { text, original, map: source.map, parsed: parseJsonc(text, source) };
}

/** Everything a parse gives, in a form where key order counts (JSON text keeps it; Maps become entry lists). */
function shape(p: ParsedJson): unknown {
  const s = p.strings;
  return {
    value: JSON.stringify(p.value),
    locations: [...p.locations],
    errors: p.errors,
    diagnostics: p.diagnostics,
    strings: s && { starts: [...s.starts], lengths: [...s.lengths], isKey: [...s.isKey], containers: s.containers, keys: s.keys },
  };
}

/** The patched parse of a typed text, checked against a fresh parse of it; `patched` says whether the patch applied. */
function expectSameAsParse(previous: PreviousParse, original: string): { patched: boolean; next: PreviousParse } {
  const fresh = parse(original);
  const { text, source } = sourceOf(original);
  const patched = patchJsonc(previous, text, source);
  if (patched) expect(shape(patched), `edit of ${JSON.stringify(previous.original)} into ${JSON.stringify(original)}`).toEqual(shape(fresh.parsed));
  return { patched: patched !== null, next: patched ? { ...fresh, parsed: patched } : fresh };
}

/** A text with `{env:}` and `{file:}` tokens: positions go through the substitution map. */
const tokens = '{\n  "mcp": {"gh": {"headers": {"Authorization": "Bearer {env:TOKEN}", "X-Other": "v {env:EMPTY} w"}}},\n  "instructions": "{file:prompt.txt}",\n  "permission": {"bash": {"git *": "allow"}, "edit": "{env:LONG}"}\n}\n';

describe('patchJsonc: an edit inside one string, patched into the previous parse', () => {
  const base = '{\n  "permission": {\n    "bash": { "git *": "allow", "rm *": "deny" },\n    "edit": "ask"\n  },\n  "list": ["a", "b"]\n}\n';
  const at = (needle: string, extra = 0) => base.indexOf(needle) + extra;
  const edit = (from: number, to: number, insert: string) => base.slice(0, from) + insert + base.slice(to);
  it.each([
    // [what, new text, patched?]
    ['a letter typed into a pattern key', edit(at('git *', 3), at('git *', 3), 'x'), true],
    ['a letter deleted from a pattern key', edit(at('rm *', 1), at('rm *', 2), ''), true],
    ['the whole pattern key retyped', edit(at('rm *'), at('rm *', 4), 'sudo *'), true],
    ['an action value edited', edit(at('"deny"', 1), at('"deny"', 5), 'den'), true],
    ['an array element edited', edit(at('"b"', 1), at('"b"', 2), 'bee'), true],
    ['a key renamed to a sibling (a duplicate)', edit(at('rm *'), at('rm *', 4), 'git *'), false],
    ['a key that holds an object renamed', edit(at('bash', 4), at('bash', 4), 'x'), false],
    ['a key renamed to an index-like key', edit(at('rm *'), at('rm *', 4), '12'), false],
    ['a key renamed to "__proto__"', edit(at('rm *'), at('rm *', 4), '__proto__'), false],
    ['a key renamed to "constructor"', edit(at('rm *'), at('rm *', 4), 'constructor'), false],
    ['a quote typed into a string', edit(at('git *', 1), at('git *', 1), '"'), false],
    ['a backslash typed into a string', edit(at('git *', 1), at('git *', 1), '\\'), false],
    ['a newline typed into a string', edit(at('git *', 1), at('git *', 1), '\n'), false],
    ['a tab typed into a string', edit(at('git *', 1), at('git *', 1), '\t'), false],
    ['an edit across two tokens', edit(at('git *', 2), at('"allow"', 2), 'x'), false],
    ['an edit outside every string', edit(at('"edit"', -1), at('"edit"', -1), ' '), false],
    ['a quote deleted', edit(at('"ask"'), at('"ask"', 1), ''), false],
  ] as const)('%s', (_, text, patched) => {
    expect(expectSameAsParse(parse(base), text).patched).toBe(patched);
  });

  it('gives the same parse back for the same text, and never patches a parse with errors or diagnostics', () => {
    const previous = parse(base);
    expect(patchJsonc(previous, previous.text, sourceOf(base).source)).toBe(previous.parsed);
    for (const text of ['{"a": "x",, "b": "y"}', '{"a": "x", "a": "y"}', '{"__proto__": "x", "b": "y"}', '{"constructor": "x"}']) {
      const edited = sourceOf(text.replace('"y"', '"yy"').replace('"x"', '"xx"'));
      expect(patchJsonc(parse(text), edited.text, edited.source)).toBeNull();
    }
  });

  const tokenEdit = (needle: string, offset: number, insert: string, remove = 0) => {
    const at = tokens.indexOf(needle) + offset;
    return tokens.slice(0, at) + insert + tokens.slice(at + remove);
  };
  it.each([
    // [what, new text, patched?]
    ['typing after every {env:} and {file:} token', tokenEdit('git *', 3, 'x'), true],
    ['typing before them, in the same string as one', tokenEdit('Bearer', 2, 'x'), true],
    ['typing between two tokens', tokenEdit('"instructions"', 3, 'y'), true],
    ['typing inside a token name', tokenEdit('{env:TOKEN}', 6, 'X'), false],
    ['making a new token', tokenEdit('v {env', 0, '{env:TOKEN}'), false],
    ['breaking a token', tokenEdit('{env:LONG}', 1, '', 1), false],
  ] as const)('with substitution: %s', (_, text, patched) => {
    expect(expectSameAsParse(parse(tokens), text).patched).toBe(patched);
  });

  it('shares every untouched object and earlier location with the previous parse', () => {
    const previous = parse(base);
    const { parsed } = previous;
    const edited = sourceOf(edit(at('rm *', 1), at('rm *', 1), 'x'));
    const patched = patchJsonc(previous, edited.text, edited.source)!;
    const before = parsed.value as { permission: { bash: object; edit: string }; list: string[] };
    const after = patched.value as typeof before;
    expect(after.list).toBe(before.list);
    expect(after.permission).not.toBe(before.permission);
    expect(after.permission.bash).not.toBe(before.permission.bash);
    expect(Object.keys(after.permission.bash)).toEqual(['git *', 'rxm *']);
    const id = [...parsed.locations.keys()][0]!;
    expect(patched.locations.get(id)).toBe(parsed.locations.get(id));
  });

  it('keeps every location after the edit on other lines as the same object; one after it on its line moves along the line', () => {
    const previous = parse(base);
    const edited = sourceOf(edit(at('git *', 3), at('git *', 3), 'xy'));
    const patched = patchJsonc(previous, edited.text, edited.source)!;
    const fresh = parseJsonc(edited.text, edited.source);
    const same: string[] = [];
    const moved: string[] = [];
    for (const [id, loc] of previous.parsed.locations) {
      const now = patched.locations.get(id);
      if (now === undefined) continue; // the renamed key: under its new path
      expect(now).toEqual(fresh.locations.get(id));
      (now === loc ? same : moved).push(id);
    }
    // "rm *" sits after the edit on its line; "edit" and "list" on later lines; the keys above it before it.
    expect(moved).toEqual([keyPathId(['permission', 'bash', 'rm *'])]);
    expect(same).toEqual([['permission'], ['permission', 'bash'], ['permission', 'edit'], ['list']].map(keyPathId));
  });
});

/** A seeded stream of integers below `n` (the same edits on every run). */
function randomInts(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 4294967296) * n);
  };
}

/** Pieces an edit types: ordinary text, the characters that end or escape a string, and keys that collide or reorder. */
const PIECES = ['a', 'k7', ' *', '*', '/', 'é', '\u{1F600}', '\u{1F600}'.slice(0, 1), '"', '\\', '\n', '\t', '0', '12', '__proto__', 'constructor', 'allow', 'deny', ''];

/** A random edit near a random string token: mostly inside it, sometimes across its quotes. */
function randomEdit(previous: PreviousParse, int: (n: number) => number): string {
  const text = previous.original;
  const tokens = previous.parsed.strings;
  if (!tokens || tokens.starts.length === 0) return text + ' ';
  const t = int(tokens.starts.length);
  const start = tokens.starts[t]!;
  const length = tokens.lengths[t]!;
  const siblings = tokens.keys.filter((k, i) => tokens.isKey[i] === 1 && tokens.containers[i] === tokens.containers[t]);
  const insert = int(6) === 0 && siblings.length > 0 ? String(siblings[int(siblings.length)]) : PIECES[int(PIECES.length)]!;
  const mode = int(6);
  // The whole content replaced (a sibling key comes up this way, so does a duplicate).
  if (mode === 0) return text.slice(0, start + 1) + insert + text.slice(start + length - 1);
  // Anywhere around the token, quotes included.
  if (mode === 1) {
    const from = Math.max(0, start - 1 + int(length + 3));
    return text.slice(0, from) + insert + text.slice(Math.min(text.length, from + int(3)));
  }
  // Inside its content: what typing in a key or a value does.
  const from = start + 1 + int(length - 1);
  const to = Math.min(start + length - 1, from + int(3));
  return text.slice(0, from) + insert + text.slice(to);
}

/** Real configs beside the repo (never copied in): each of their JSON files is a text to edit. */
function realTexts(): string[] {
  const dir = join(process.env.SHARED_DIR ?? '../shared', 'real-configs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => /^r\d.*\.json$/.test(n))
    .flatMap((n) => (JSON.parse(readFileSync(join(dir, n), 'utf8')) as { files?: { path: string; text: string }[] }).files ?? [])
    .filter((f) => !f.path.endsWith('.md') && f.text.length > 0)
    .map((f) => f.text);
}

describe('patchJsonc against a fresh parse (property)', () => {
  const handWritten = [
    '{"permission": {"bash": {"*": "ask", "git status": "allow", "git push *": "deny"}, "read": {"*.env": "deny"}}}',
    '// a comment with "quotes" in it\n{\n  /* "block" */ "agent": {"plan": {"permission": {"edit": "deny"}, "tools": ["a", "b"]}},\n  "x": [1, "two", {"three": "3"}],\n}\n',
    '{"a": "é\u{1F600}", "b": {"c": ""}, "d": ["", ""]}',
    tokens,
    '\uFEFF{"permission": {"read": {"{env:TOKEN}/*": "allow", "src/*": "ask"}}, "x": "{env:LONG}{env:EMPTY}"}',
  ];
  const texts = [...handWritten, ...realTexts()];

  it('finds the real configs beside the repo', () => {
    expect(texts.length).toBeGreaterThan(handWritten.length + 40);
  });

  it('agrees on every edit, over chains of edits, and patches most edits inside a string', () => {
    const int = randomInts(20261203);
    let patched = 0;
    let tried = 0;
    for (const original of texts) {
      let previous = parse(original);
      for (let step = 0; step < 12; step++) {
        const result = expectSameAsParse(previous, randomEdit(previous, int));
        tried++;
        if (result.patched) patched++;
        // A chain that broke the text (a stray quote, a duplicate) starts again from the original.
        const broken = result.next.parsed.errors.length > 0 || result.next.parsed.diagnostics.length > 0;
        previous = broken ? parse(original) : result.next;
      }
    }
    // The patch path must carry real weight here, or this test would only compare fresh parses with themselves.
    expect(patched).toBeGreaterThan(tried / 5);
  });
});
