// Node APIs in a test only: the engine's sources are read as text, to find every diagnostic code and error name in them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOAD_ERROR_NAMES } from './config/load-error.ts';

/**
 * What each diagnostic code stands for:
 * - `reference`: tells what the reference does (its error, or how it reads the input);
 * - `config-limit`: a cap of the playground on config input; its words say it is the playground's limit and what the
 *   agentforge CLI does there;
 * - `limit`: a cap of the playground on input only the playground reads (scenario files, share links); its words say
 *   it is the playground's limit;
 * - `playground`: the playground's own advice or report (lints, import, probe lists), never worded as a reference error.
 */
type Kind = 'reference' | 'config-limit' | 'limit' | 'playground';

const CODES: Readonly<Record<string, Kind>> = {
  'config/account-ignored': 'reference',
  'config/bad-file-reference': 'reference',
  'config/deeper-than-cli': 'reference',
  'config/duplicate-key': 'reference',
  'config/env-permission-invalid': 'reference',
  'config/env-permission-string': 'reference',
  'config/env-permission-too-deep': 'config-limit',
  'config/frontmatter-invalid': 'reference',
  'config/frontmatter-javascript': 'reference',
  'config/frontmatter-skipped': 'reference',
  'config/frontmatter-too-large': 'config-limit',
  'config/invalid': 'reference',
  'config/json-syntax': 'reference',
  'config/load-aborted': 'reference',
  'config/mode-skipped': 'reference',
  'config/permission-null': 'reference',
  'config/prototype-key': 'reference',
  'config/too-deep': 'config-limit',
  'config/unknown-permission': 'reference',
  'no-default-agent': 'reference',
  'unknown-agent': 'reference',
  'rule/glob-intuition': 'playground',
  'rule/never-matches': 'playground',
  'rule/unreachable': 'playground',
  'shell/exact-only': 'playground',
  'shell/prefix-walkaround': 'playground',
  'probe-list': 'playground',
  'import-agent': 'playground',
  'import-builtins-differ': 'playground',
  'import-config': 'playground',
  'import-config-json': 'playground',
  'import-config-jsonc': 'playground',
  'import-cut': 'playground',
  'import-decision': 'playground',
  'import-equivalent': 'playground',
  'import-exact': 'playground',
  'import-home': 'playground',
  'import-inexact': 'playground',
  'import-no-probe': 'playground',
  'import-order': 'playground',
  'import-placed': 'playground',
  'import-rule-skipped': 'playground',
  'import-ruleset': 'playground',
  'import-session-rules': 'playground',
  'import-unknown': 'playground',
  'link-corrupt': 'playground',
  'link-empty': 'playground',
  'link-not-permalink': 'playground',
  'link-shape': 'playground',
  'link-too-big': 'limit',
  'link-too-deep': 'limit',
  'link-too-long': 'limit',
  'link-unsafe-key': 'playground',
  'link-version': 'playground',
  'scenario-ignored': 'playground',
  'scenario-invalid': 'playground',
  'scenario-json': 'playground',
  'scenario-prototype-key': 'playground',
  'scenario-too-deep': 'limit',
  'scenario-version': 'playground',
};

/**
 * The names the reference throws that the engine may show as the reference's: its config errors
 * (packages/core/src/v1/config/error.ts at 3238daa8), the plain `Error` of its remote fetch, and the JavaScript errors
 * it crashes with.
 */
const REFERENCE_ERROR_NAMES: ReadonlySet<string> = new Set(['ConfigJsonError', 'ConfigInvalidError', 'ConfigFrontmatterError', 'ConfigDirectoryTypoError', 'ConfigRemoteAuthError', 'Error', 'TypeError', 'RangeError']);

function sourcesUnder(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.fixture.ts'))
    .map((e) => ({ file: join(e.parentPath, e.name), text: readFileSync(join(e.parentPath, e.name), 'utf8') }));
}

const SOURCES = sourcesUnder(new URL('.', import.meta.url).pathname);
/** A literal that reads as a diagnostic code: `code: '…'`, or a quoted string with a code's prefix. */
const CODE_LITERAL = /code: ['"]([a-z][a-z0-9/_-]*)['"]|['"]((?:config\/|import-|scenario-|shell\/|rule\/|link-|probe-)[a-z0-9/_-]+)['"]/g;
/** Codes built from another code (`config/invalid/<issue code>`) are listed by their stem. */
const DERIVED = /^config\/invalid\//;

const found = new Map<string, string[]>();
for (const { file, text } of SOURCES) {
  for (const line of text.split('\n')) {
    for (const m of line.matchAll(CODE_LITERAL)) {
      const code = m[1] ?? m[2]!;
      if (code === 'unrecognized_keys' || DERIVED.test(code)) continue;
      found.set(code, [...(found.get(code) ?? []), `${file}: ${line.trim()}`]);
    }
  }
}

describe('every diagnostic code says whose behaviour or limit it reports', () => {
  it('every code the engine can produce has an entry, and every entry is still produced', () => {
    expect([...found.keys()].filter((c) => !(c in CODES)).sort()).toEqual([]);
    expect(Object.keys(CODES).filter((c) => !found.has(c)).sort()).toEqual([]);
  });
  it.each(Object.entries(CODES).filter(([, kind]) => kind === 'config-limit' || kind === 'limit'))('%s is worded as the playground\'s limit', (code, kind) => {
    const lines = (found.get(code) ?? []).filter((l) => /message|fail\(|problem\(/.test(l));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(/playground('s| does not)/);
      if (kind === 'config-limit') expect(line).toMatch(/agentforge CLI/);
    }
  });
  it.each(Object.entries(CODES).filter(([, kind]) => kind !== 'reference'))('%s never names an error the reference does not throw', (code) => {
    for (const line of found.get(code) ?? []) {
      for (const name of line.match(/\b[A-Z]\w*Error\b/g) ?? []) expect(REFERENCE_ERROR_NAMES.has(name), `${name} in ${line}`).toBe(true);
    }
  });
});

describe('every load error name is one the reference throws', () => {
  it('the names a load can end with', () => {
    for (const name of LOAD_ERROR_NAMES) expect(REFERENCE_ERROR_NAMES.has(name), name).toBe(true);
  });
  it('no source of the engine builds a load error under another name', () => {
    // The conformance runner's own errors (a broken vector) are not loads: left out.
    const named = SOURCES.filter(({ file }) => !file.includes('/conformance/')).flatMap(({ file, text }) => [...text.matchAll(/error: \{ name: '([A-Za-z]+)'/g)].map((m) => `${m[1]} (${file})`));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => !(LOAD_ERROR_NAMES as readonly string[]).includes(n.split(' ')[0]!))).toEqual([]);
  });
  it('no message of the engine names an error the reference does not throw', () => {
    // Words like `ConfigTooDeepError` or `RemoteFetchError` shown as the reference's would be invented names.
    const invented = SOURCES.flatMap(({ file, text }) => [...text.matchAll(/\bConfig[A-Z]\w*Error\b|\bRemote\w*Error\b/g)].map((m) => m[0]).filter((n) => !REFERENCE_ERROR_NAMES.has(n)).map((n) => `${n} (${file})`));
    expect(invented).toEqual([]);
  });
});
