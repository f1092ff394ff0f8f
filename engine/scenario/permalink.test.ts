import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../examples/examples.ts';
import { decodePermalink, encodePermalink, findPermalinkPayload, MAX_LINK_CHARS } from './permalink.ts';
import { inflateLinkPayload } from './permalink-lz.ts';
import { deflateSync } from 'fflate';
import { encodeBase64Url } from './base64url.ts';
import { FFLATE_COMPRESSOR, inflateCapped } from './deflate-fflate.ts';
import { encodeUtf8 } from './utf8.ts';
import { parseScenarioText } from './read-scenario.ts';
import type { Scenario } from './scenario.ts';

const base = EXAMPLES[0]!.scenario;

function codeOf(link: string): string {
  const r = decodePermalink(link);
  return r.kind === 'error' ? r.diagnostics[0]!.code : 'ok';
}

const safeKey = fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !['__proto__', 'constructor', 'prototype'].includes(k));
const action = fc.constantFrom('allow' as const, 'ask' as const, 'deny' as const);
const scenarioArb: fc.Arbitrary<Scenario> = fc.record(
  {
    version: fc.constant(1 as const),
    title: fc.string(),
    files: fc.uniqueArray(fc.record({ path: fc.string({ minLength: 1 }), text: fc.string({ unit: 'binary' }) }), { selector: (f) => f.path, maxLength: 5 }),
    env: fc.dictionary(safeKey, fc.string()),
    cwd: fc.string(),
    worktree: fc.string(),
    home: fc.string(),
    platform: fc.constantFrom('linux' as const, 'darwin' as const, 'win32' as const),
    agent: fc.string(),
    model: fc.string(),
    request: fc.record({ tools: fc.dictionary(safeKey, fc.boolean()) }),
    probes: fc.array(fc.record({ permission: fc.string(), input: fc.string(), agent: fc.string(), expect: action }, { requiredKeys: ['permission', 'input'] }), { maxLength: 4 }),
    tools: fc.array(fc.string(), { maxLength: 4 }),
    skillDirs: fc.array(fc.string(), { maxLength: 3 }),
  },
  { requiredKeys: ['version', 'files', 'env', 'cwd', 'worktree', 'home', 'platform', 'probes'] },
);

describe('permalink codec', () => {
  it('round-trips every example with its view', () => {
    for (const example of EXAMPLES) {
      const view = { selectedTab: example.scenario.files[0]?.path ?? 'env:', resultTab: 'rules' };
      const r = decodePermalink(`https://example.test/play/${encodePermalink(example.scenario, view)}`);
      expect(r.kind).toBe('ok');
      if (r.kind !== 'ok') continue;
      expect(r.scenario).toEqual(example.scenario);
      expect(r.view).toEqual(view);
      expect(r.diagnostics).toEqual([]);
    }
  });

  it('decode(encode(s)) deep-equals s for random scenarios', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const r = decodePermalink(encodePermalink(s));
        expect(r.kind).toBe('ok');
        if (r.kind === 'ok') expect(r.scenario).toEqual(s);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same hash whatever the key order (the CLI reads the file, the app holds an object)', () => {
    const shuffled = JSON.parse(JSON.stringify({ probes: base.probes, platform: base.platform, files: base.files, version: 1, home: base.home, worktree: base.worktree, cwd: base.cwd, env: base.env, title: base.title })) as unknown;
    const read = parseScenarioText(JSON.stringify(shuffled)).scenario!;
    expect(encodePermalink(read)).toBe(encodePermalink(base));
  });

  it('writes version 2 and accepts a version-0 link (a bare compressed scenario); refuses newer versions, saying so', () => {
    expect(encodePermalink(base)).toMatch(/^#s=2\.[A-Za-z0-9_-]+$/);
    const bare = LZString.compressToEncodedURIComponent(JSON.stringify(base));
    const r = decodePermalink(`#s=${bare}`);
    expect(r.kind === 'ok' && r.version).toBe(0);
    expect(r.kind === 'ok' && r.scenario).toEqual(base);
    const v3 = decodePermalink(`#s=3.${encodePermalink(base).slice(5)}`);
    expect(v3.kind === 'error' && v3.diagnostics[0]).toMatchObject({ code: 'link-version', message: expect.stringContaining('newer playground (link version 3; this one reads up to 2)') });
  });

  it.each([
    ['empty', '', 'link-not-permalink'],
    ['no s= part', 'https://example.test/#c=abc', 'link-not-permalink'],
    ['nothing after the version', '#s=1.', 'link-empty'],
    ['bad characters', '#s=1.abc*def', 'link-corrupt'],
    ['bad v2 characters (lz-string\'s $)', '#s=2.abc$def', 'link-corrupt'],
    ['v2 bytes that are not deflate', '#s=2.AAAAAAAAAAAA', 'link-corrupt'],
    ['v2 JSON that is not UTF-8', `#s=2.${encodeBase64Url(deflateSync(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])))}`, 'link-corrupt'],
    ['v2 not JSON', `#s=2.${encodeBase64Url(deflateSync(encodeUtf8('hello {')))}`, 'link-corrupt'],
    ['v2 JSON without a scenario', `#s=2.${encodeBase64Url(deflateSync(encodeUtf8('[1,2]')))}`, 'link-shape'],
    ['non-numeric version', '#s=x.abc', 'link-corrupt'],
    ['not JSON', `#s=1.${LZString.compressToEncodedURIComponent('hello {')}`, 'link-corrupt'],
    ['JSON without a scenario', `#s=1.${LZString.compressToEncodedURIComponent('[1,2]')}`, 'link-shape'],
    ['a scenario of the wrong version', `#s=1.${LZString.compressToEncodedURIComponent('{"scenario":{"version":7}}')}`, 'scenario-version'],
    ['a scenario that is a string', `#s=1.${LZString.compressToEncodedURIComponent('{"scenario":"x"}')}`, 'scenario-invalid'],
    ['deep nesting', `#s=1.${LZString.compressToEncodedURIComponent(`{"scenario":{"version":1,"remote":${'['.repeat(5000)}${']'.repeat(5000)}}}`)}`, 'link-too-deep'],
    ['too long', `#s=1.${'A'.repeat(MAX_LINK_CHARS)}`, 'link-too-long'],
  ])('refuses %s with a clear diagnostic', (_name, link, code) => {
    expect(codeOf(link)).toBe(code);
  });

  it('drops __proto__ keys with a warning and never touches prototypes', () => {
    const text = '{"scenario":{"version":1,"env":{"__proto__":{"polluted":"yes"},"A":"1"},"remote":{"constructor":{"prototype":{"x":1}}}}}';
    const r = decodePermalink(`#s=1.${LZString.compressToEncodedURIComponent(text)}`);
    expect(r.kind).toBe('ok');
    if (r.kind !== 'ok') return;
    expect(r.scenario.env).toEqual({ A: '1' });
    expect(r.diagnostics.map((d) => d.code)).toContain('link-unsafe-key');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('detects a truncated link', () => {
    const link = encodePermalink(base);
    for (const cut of [link.length - 1, link.length - 2]) {
      // The last character may only be padding after the end marker: then the scenario is whole.
      const r = decodePermalink(link.slice(0, cut));
      if (r.kind === 'ok') expect(r.scenario).toEqual(base);
    }
    for (const cut of [link.length - 5, Math.floor(link.length / 2), 8]) expect(codeOf(link.slice(0, cut))).not.toBe('ok');
  });

  it('stops a v2 decompression bomb at the cap, a step at a time, before it is inflated whole', () => {
    // 20 MB of one byte deflates to about 20 kB, over the 8 MB cap: refused after a few steps.
    const bomb = deflateSync(new Uint8Array(20_000_000).fill(97), { level: 9 });
    expect(bomb.length).toBeLessThan(25_000);
    expect(FFLATE_COMPRESSOR.inflate(bomb, 1_000_000)).toEqual({ kind: 'too-big', limit: 1_000_000 });
    expect(codeOf(`#s=2.${encodeBase64Url(bomb)}`)).toBe('link-too-big');
    // A bomb sized just under the cap opens as the JSON it is (then fails as a scenario, not as a bomb).
    expect(inflateCapped(deflateSync(new Uint8Array(1000).fill(97)), 1000)).toMatchObject({ kind: 'ok' });
    expect(inflateCapped(deflateSync(new Uint8Array(1001).fill(97)), 1000)).toEqual({ kind: 'too-big', limit: 1000 });
  });

  it('stops a decompression bomb at the cap instead of allocating', () => {
    // 200,000 characters compress to a few hundred; the cap stops inflating long before the end.
    const bomb = LZString.compressToEncodedURIComponent('a'.repeat(200_000));
    expect(bomb.length).toBeLessThan(2000);
    expect(inflateLinkPayload(bomb, 1000).kind).toBe('too-big');
    expect(inflateLinkPayload(bomb, 300_000)).toEqual({ kind: 'ok', text: 'a'.repeat(200_000) });
  });

  it('decompresses exactly as lz-string does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const r = inflateLinkPayload(LZString.compressToEncodedURIComponent(text), 1e6);
        expect(r).toEqual({ kind: 'ok', text });
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on random or truncated strings', () => {
    const link = encodePermalink(base);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.nat(link.length), fc.string({ unit: fc.constantFrom(...'ABCxyz019+-$.#s=&%'), maxLength: 200 }), (junk, cut, alphabetJunk) => {
        for (const input of [junk, link.slice(0, cut), `#s=1.${alphabetJunk}`, `#s=${alphabetJunk}`, link.slice(0, cut) + junk]) {
          const r = decodePermalink(input);
          expect(['ok', 'error']).toContain(r.kind);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['https://x.test/#s=1.abc', '1.abc'],
    ['#a=1&s=1.abc', '1.abc'],
    ['s=1.abc', '1.abc'],
    ['1.abc', '1.abc'],
    ['https://x.test/', null],
  ])('finds the payload in %s', (input, payload) => {
    expect(findPermalinkPayload(input)).toBe(payload);
  });
});
