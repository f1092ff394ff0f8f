import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { LINK_ALPHABET } from '../scenario/permalink-lz.ts';
import { decodePermalink, encodePermalink } from '../scenario/permalink.ts';
import { readScenario } from '../scenario/read-scenario.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { expectPrototypeUntouched, expectWellFormed, FUZZ_TIMEOUT, fuzzRuns } from './fuzz-runs.ts';

const name = fc.oneof(fc.constantFrom('<script>window.__pwned=1</script>', 'javascript:alert(1)', '__proto__', '"><img src=x onerror=alert(1)>', 'build'), fc.string({ maxLength: 10 }));
const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    title: name,
    files: fc.array(fc.record({ path: fc.constantFrom('/p/agentforge.json', '/p/.agentforge/agent/a.md'), text: fc.string({ maxLength: 60 }) }), { maxLength: 3 }),
    env: fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }),
    probes: fc.array(fc.record({ permission: name, input: fc.string({ maxLength: 10 }) }), { maxLength: 3 }),
  })
  .map((r) => readScenario({ version: 1, cwd: '/p', worktree: '/p', home: '/h', ...r }).scenario!)
  .filter((s) => s !== null);

/** Damage a link the ways copying does: cut it short, drop or change a character, add junk. */
const damage = fc.record({ cut: fc.nat(), at: fc.nat(), char: fc.constantFrom(...LINK_ALPHABET, '%', ' ', '#', '&', '\u00e9') });

describe('fuzz: random, truncated and damaged permalinks', () => {
  it('decodePermalink never throws on random text', () => {
    const random = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ unit: fc.constantFrom(...LINK_ALPHABET), maxLength: 200 }).map((p) => `#s=1.${p}`),
      fc.string({ unit: fc.constantFrom(...LINK_ALPHABET), maxLength: 200 }).map((p) => `https://x.test/#s=${p}`),
      fc.tuple(fc.nat({ max: 9999999 }), fc.string({ maxLength: 20 })).map(([v, p]) => `#s=${v}.${p}`),
    );
    fc.assert(
      fc.property(random, (link) => {
        const reading = decodePermalink(link);
        expectWellFormed(reading.diagnostics);
        if (reading.kind === 'error') expect(reading.diagnostics.every((d) => d.severity === 'error')).toBe(true);
        expectPrototypeUntouched();
      }),
      { numRuns: fuzzRuns(500) },
    );
  }, FUZZ_TIMEOUT);

  it('a link round-trips; a truncated or damaged one gives a scenario or a clear error, never a throw', () => {
    fc.assert(
      fc.property(scenario, damage, (s, d) => {
        const link = encodePermalink(s);
        const back = decodePermalink(link);
        expect(back.kind).toBe('ok');
        if (back.kind === 'ok') expect(encodePermalink(back.scenario)).toBe(link);
        const cut = link.slice(0, d.cut % link.length);
        const at = d.at % link.length;
        for (const bad of [cut, link.slice(0, at) + link.slice(at + 1), link.slice(0, at) + d.char + link.slice(at + 1)]) {
          const reading = decodePermalink(bad);
          expectWellFormed(reading.diagnostics);
          if (reading.kind === 'error') expect(reading.diagnostics[0]?.message.length).toBeGreaterThan(10);
          else expectWellFormed(analyze(reading.scenario).diagnostics);
        }
        expectPrototypeUntouched();
      }),
      { numRuns: fuzzRuns(150, 0.1) },
    );
  }, FUZZ_TIMEOUT);
});
