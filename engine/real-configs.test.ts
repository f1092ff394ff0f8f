import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareScenario, runScenario } from './conformance/kinds/scenario.ts';

// The 59 real-world scenarios live beside the repo (never copied in); the reference's decisions are in expected.json.
const DIR = join(process.env.SHARED_DIR ?? '../shared', 'real-configs');

describe('real configs from public repositories', () => {
  it('are present beside the repo', () => {
    expect(existsSync(join(DIR, 'expected.json')), `${DIR}/expected.json must exist`).toBe(true);
  });
  if (!existsSync(join(DIR, 'expected.json'))) return;
  const expected = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<string, unknown>;
  const names = readdirSync(DIR).filter((n) => /^r\d.*\.json$/.test(n)).map((n) => n.replace(/\.json$/, ''));

  it('cover every expected entry', () => {
    expect(names.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(names)('%s gets the reference decisions and visibility', (name) => {
    const input = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as Record<string, unknown>;
    const want = expected[name] as { tools?: { tool: string }[] };
    // The harness queried these tools; query the same ones.
    const scenario = { ...input, tools: (want.tools ?? []).map((t) => t.tool) };
    const verdict = compareScenario(want, runScenario(scenario));
    expect(verdict.problems).toEqual([]);
  });
});
