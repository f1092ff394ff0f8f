import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../markdown/frontmatter.ts';
import { validateAgentEntry, validateConfig } from './schema.ts';

// Real configs stay in ../shared (other people's files); they are read from there, never copied.
const dir = new URL('../../../../shared/real-configs/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('expected.json', dir), 'utf8')) as Record<string, { error?: { path: string } }>;
const names = readdirSync(dir).filter((f) => /^r\d.*\.json$/.test(f)).map((f) => f.replace(/\.json$/, ''));

interface ScenarioFile {
  readonly path: string;
  readonly text: string;
}

/** Paths of the files this validator rejects in one scenario. */
function rejectedFiles(files: readonly ScenarioFile[]): string[] {
  const rejected: string[] = [];
  for (const file of files) {
    if (/\.jsonc?$/.test(file.path)) {
      const value = parse(file.text, [], { allowTrailingComma: true }) as unknown;
      if (validateConfig(value, file.path).value === null) rejected.push(file.path);
    } else if (/\/agents?\/.*\.md$/.test(file.path)) {
      const md = parseFrontmatter(file.text);
      // A file the CLI skips (or cannot be read here) is not loaded at all, so it is never rejected.
      if ((md.kind === 'kept' || md.kind === 'whole-text') && validateAgentEntry(md.data, 'agent', md.content).value === null) rejected.push(file.path);
    }
  }
  return rejected;
}

describe('real configs', () => {
  it('has the 59 scenarios', () => expect(names).toHaveLength(59));

  it.each(names)('%s validates as upstream decided', (name) => {
    const scenario = JSON.parse(readFileSync(new URL(`${name}.json`, dir), 'utf8')) as { files: ScenarioFile[] };
    const error = expected[name]?.error;
    expect(rejectedFiles(scenario.files)).toEqual(error === undefined ? [] : [error.path]);
  });
});
