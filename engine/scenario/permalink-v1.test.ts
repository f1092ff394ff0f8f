import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { decodePermalink, encodePermalink } from './permalink.ts';
import { canonicalScenario } from './permalink-json.ts';
import { parseScenarioText } from './read-scenario.ts';
import type { Scenario } from './scenario.ts';
import v1Links from './fixtures/v1-links.json' with { type: 'json' };

// v1 links (lz-string) were made by the playground's encoder before v2, and committed as they came out:
// every one of them must keep opening as the same scenario and view.
interface V1Fixture {
  readonly name: string;
  readonly link: string;
  readonly scenario: Scenario;
  readonly view: Record<string, string>;
}

/** The v1 encoder as it was: lz-string's URL-safe form of the canonical `{scenario, view?}` JSON. */
function encodeV1(scenario: Scenario, view: Record<string, string> = {}): string {
  const body = Object.keys(view).length ? { scenario: canonicalScenario(scenario), view } : { scenario: canonicalScenario(scenario) };
  return `#s=1.${LZString.compressToEncodedURIComponent(JSON.stringify(body))}`;
}

const fixtures = v1Links as unknown as readonly V1Fixture[];

describe('v1 links keep opening', () => {
  it('has the committed fixtures', () => expect(fixtures.length).toBeGreaterThanOrEqual(8));

  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    const r = decodePermalink(`https://play.test/sub/${fixture.link}`);
    expect(r.kind).toBe('ok');
    if (r.kind !== 'ok') return;
    expect(r.version).toBe(fixture.link.startsWith('#s=1.') ? 1 : 0);
    expect(canonicalScenario(r.scenario)).toEqual(fixture.scenario);
    expect(r.view).toEqual(fixture.view);
    // Shared again, it becomes a v2 link that opens as the same scenario.
    const again = decodePermalink(encodePermalink(r.scenario, r.view));
    expect(again.kind === 'ok' && [again.version, canonicalScenario(again.scenario)]).toEqual([2, fixture.scenario]);
  });

  it('the v1 encoder kept here for the real configs gives the committed links byte for byte', () => {
    for (const f of fixtures.filter((x) => x.link.startsWith('#s=1.'))) expect(encodeV1(f.scenario, f.view)).toBe(f.link);
  });

  // The real configs are other people's files, read from beside the repository (not copied into it).
  const dir = join(process.env.SHARED_DIR ?? '../shared', 'real-configs');
  const real = existsSync(dir) ? readdirSync(dir).filter((n) => /^r\d.*\.json$/.test(n)) : [];
  it('finds the real configs beside the repo', () => expect(real.length).toBeGreaterThan(40));
  it.each(real)('the v1 link of real config %s opens, and its v2 link is shorter', (name) => {
    const scenario = parseScenarioText(readFileSync(join(dir, name), 'utf8')).scenario!;
    const v1 = encodeV1(scenario, { resultTab: 'rules' });
    const r = decodePermalink(v1);
    expect(r.kind === 'ok' && [canonicalScenario(r.scenario), r.view]).toEqual([canonicalScenario(scenario), { resultTab: 'rules' }]);
    expect(encodePermalink(scenario, { resultTab: 'rules' }).length).toBeLessThan(v1.length);
  });
});
