/**
 * Redaction runs in linear time (issue 34, finding 1): a property test against a simple reference definition (regular
 * expressions that may backtrack, fine on short text), and hostile 1 MiB inputs that took minutes before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactFreeText } from './redact-text.ts';
import { isOnlyReferences, SECRET_SHAPES } from './redact-rules.ts';
import { redactScenario } from './redact-scenario.ts';
import type { Scenario } from './scenario.ts';

const NAME = '[A-Za-z0-9_.-]';
const VALUE = '[^\\s"\'`#,;{}<>]';
const SEP = '(?:\\\\?["\'])?[ \\t]*[:=][ \\t]*(?:\\\\?["\'])?';
const KEYWORD = 'api[-_]?key|token|secret|passw(?:or)?d|credential|private[-_]?key|access[-_]?key';
/** The definition of a named value, written as the obvious (backtracking) regular expression. */
const NAMED_REFERENCE = new RegExp(
  `(?<!${NAME})(${NAME}*(?:${KEYWORD})[A-Za-z0-9_]*|${NAME}*auth(?:orization)?)(${SEP})(?:(?:bearer|basic|token|digest)[ \\t]+(${VALUE}{6,})|(${VALUE}{6,}))`,
  'gi',
);
const REFERENCE_LINES = [
  /^[ \t]*(?:password|passwd)[ \t]+(\S+)[ \t]*$/gm,
  /\blogin[ \t]+\S+[ \t]+(?:password|passwd)[ \t]+(\S+)/g,
  /(?<![^\s"'`])[^:\s"'`]{1,255}:(?:\d{1,5}|\*):[^:\s"'`]{1,255}:[^:\s"'`]{1,255}:([^\s"'`]+)/g,
  /[A-Za-z0-9+.-]:\/\/[^\s/:@]*:([^\s/@]+)@/g,
];

/** The reference: every finder as a plain regular expression, merged left to right as the implementation merges. */
function reference(text: string): { text: string; spans: [number, number][] } {
  const found: { start: number; end: number; rank: number }[] = [];
  const add = (start: number, end: number) => found.push({ start, end, rank: found.length });
  for (const m of text.matchAll(/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g)) add(m.index, m.index + m[0].length);
  for (const shape of SECRET_SHAPES) for (const m of text.matchAll(new RegExp(shape.source, 'g'))) add(m.index, m.index + m[0].length);
  for (const m of text.matchAll(NAMED_REFERENCE)) {
    const value = m[3] ?? m[4]!;
    if (m[3] === undefined && /^(allow|ask|deny|true|false|null|undefined)$/i.test(value)) continue;
    add(m.index + m[0].length - value.length, m.index + m[0].length);
  }
  for (const line of REFERENCE_LINES) for (const m of text.matchAll(line)) add(m.index + m[0].length - m[1]!.length, m.index + m[0].length);
  found.sort((a, b) => a.start - b.start || a.rank - b.rank);
  const spans: [number, number][] = [];
  for (const f of found) if (!spans.length || f.start >= spans[spans.length - 1]![1]) spans.push([f.start, f.end]);
  let out = '';
  let at = 0;
  for (const [s, e] of spans) {
    out += `${text.slice(at, s)}<R>`;
    at = e;
  }
  return { text: out + text.slice(at), spans };
}

function actual(text: string): { text: string; spans: [number, number][] } {
  const r = redactFreeText(text);
  let out = '';
  let at = 0;
  for (const h of r.hits) {
    out += `${text.slice(at, h.offset)}<R>`;
    at = h.offset + h.length;
  }
  return { text: out + text.slice(at), spans: r.hits.map((h) => [h.offset, h.offset + h.length]) };
}

const PIECES = ['token', 'password', 'passwd', 'API_KEY', 'auth', 'Authorization', 'Bearer ', 'basic ', 'login u ', 'password ', 'a', 'Z9', '.', '-', '_', '=', ':', ': ', ' ', '\t', '"', "'", '\\', '\n', 'abcdefgh', 'hunter22', 'secret', 'sk-', 'eyJ', 'undefined', '#', '://', '@', 'h:5432:db:u:', '*', '{env:', '}'];
const hostileText = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((parts) => parts.join(''));

describe('redactFreeText equals its reference definition', () => {
  it('on random text made of the pieces credentials are made of', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(actual(text)).toEqual(reference(text));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['a long name run', `${'a'.repeat(3000)}token=abcdefgh`],
    ['`token=` repeated', 'token='.repeat(800)],
    ['keywords without a separator', 'token'.repeat(800)],
    ['`-eyJ` repeated', '-eyJ'.repeat(1000)],
    ['names split by dots', `${'x.'.repeat(1500)}token=abcdefgh`],
    ['`login` repeated', 'login x password '.repeat(300)],
    ['URL openings', 'a://u:'.repeat(700)],
  ])('on hostile text of a few thousand characters (%s)', (_name, text) => {
    expect(actual(text)).toEqual(reference(text));
  });
});

const MIB = 1 << 20;
/** A hang guard, not a speed measure (npm run bench has the 100 ms row): a quadratic pass over 1 MiB takes minutes. */
const HANG_GUARD_MS = 2000;

function timed<T>(run: () => T): { value: T; ms: number } {
  const t = performance.now();
  const value = run();
  return { value, ms: performance.now() - t };
}

describe('1 MiB of hostile text is redacted in linear time', () => {
  const fill = (unit: string) => unit.repeat(Math.ceil(MIB / unit.length)).slice(0, MIB - (MIB % unit.length));
  it.each([
    ['name characters', fill('a'), (t: string) => t],
    ['name characters then a credential', `${fill('a')}password=hunter22`, (t: string) => `${t.slice(0, -'=hunter22'.length)}=<redacted:password>`],
    ['`token=` repeated', fill('token='), () => 'token=<redacted:token>'],
    ['keywords run together', fill('token'), (t: string) => t],
    ['dotted names', `${fill('x.')}apiKey=abcdefgh`, (t: string) => `${t.slice(0, -'abcdefgh'.length)}<redacted:apikey>`],
    ['`-eyJ` repeated', fill('-eyJ'), (t: string) => t],
    ['unclosed PEM headers', fill('-----BEGIN A '), (t: string) => t],
    ['URL openings', fill('a://u:'), (t: string) => t],
    ['.pgpass-like colons', fill('a:'), (t: string) => t],
    ['quotes between name characters', fill('"a'), (t: string) => t],
  ])('%s', (_name, text, expected) => {
    const { value, ms } = timed(() => redactFreeText(text).text);
    expect(value).toBe(expected(text));
    expect(ms).toBeLessThan(HANG_GUARD_MS);
  });

  it('`{env:` repeated without a closing brace: references and a whole scenario', () => {
    const text = '{env:'.repeat(MIB / 5);
    expect(timed(() => isOnlyReferences(text)).ms).toBeLessThan(HANG_GUARD_MS);
    const scenario: Scenario = { version: 1, files: [{ path: '/p/agentforge.json', text: `{"permission": {"bash": {"${'a'.repeat(MIB)}": "allow"}}, "x": "${text}"}` }], env: { K: text }, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [] };
    expect(timed(() => redactScenario(scenario)).ms).toBeLessThan(HANG_GUARD_MS * 2);
  });
});
