/** 5. Permalink encode and decode time and link length, for small and large scenarios (and whether a link reads back as the same scenario). */
import { canonicalScenario, decodePermalink, DEFAULT_EXAMPLE, encodePermalink, type Scenario } from '../engine/index.ts';
import { generateScenario } from './gen-scenario.ts';
import type { Row, SectionResult } from './report.ts';
import { ms } from './report.ts';
import { timeRuns } from './timing.ts';

/** Runs the permalink section. */
export async function benchPermalink(quick: boolean): Promise<SectionResult> {
  const codec = { encodePermalink, decodePermalink, canonicalScenario };
  const cases: [string, Scenario][] = [
    ['small (default example)', DEFAULT_EXAMPLE.scenario],
    ['1,000 rules, 8 layers', generateScenario(1000)],
    ['10,000 rules, 8 layers', generateScenario(10_000)],
  ];
  const rows: Row[] = [];
  const data: Record<string, unknown> = { built: true };
  for (const [name, scenario] of cases) {
    const runs = quick ? 3 : name.startsWith('10,000') ? 5 : 20;
    const opts = { warmup: 1, minRuns: runs, maxRuns: runs, minMs: 0 };
    const link = codec.encodePermalink(scenario);
    const encode = timeRuns(() => void codec.encodePermalink(scenario), opts);
    const decode = timeRuns(() => void codec.decodePermalink(link), opts);
    const back = codec.decodePermalink(link);
    const want = JSON.stringify(codec.canonicalScenario ? codec.canonicalScenario(scenario) : scenario);
    const isSame = back.kind === 'ok' && back.scenario !== undefined && JSON.stringify(codec.canonicalScenario ? codec.canonicalScenario(back.scenario) : back.scenario) === want;
    const json = JSON.stringify(scenario).length;
    data[name] = { encodeMs: encode.median, decodeMs: decode.median, linkChars: link.length, jsonChars: json, roundTrip: isSame };
    rows.push({ section: 'permalink', measure: `${name}: encode / decode`, result: `${ms(encode.median)} / ${ms(decode.median)}` });
    rows.push({ section: 'permalink', measure: `${name}: link length (JSON ${json.toLocaleString('en-US')} chars), round trip`, result: `${link.length.toLocaleString('en-US')} chars (${((100 * link.length) / json).toFixed(0)}%)`, budget: 'same scenario back', pass: isSame });
  }
  return { rows, data };
}
