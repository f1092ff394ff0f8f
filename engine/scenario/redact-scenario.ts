import { resolveFileReference } from '../config/text/substitute.ts';
import { dirname } from '../vfs/path.ts';
import type { Probe, Scenario, ScenarioFile } from './scenario.ts';
import { lineColumn, placeholderFor, redactJsoncText, type Redaction } from './redact.ts';
import { isOnlyReferences, SECRET_NAME, SECRET_SHAPES, secretReason } from './redact-rules.ts';
import { redactFreeText } from './redact-text.ts';
import { appendAll } from '../collections/append-all.ts';

/** A part of a scenario the redaction could only look at for credential shapes, and why. */
export interface UncheckedPart {
  readonly file: string;
  readonly reason: string;
}

/** A scenario with its credentials replaced by placeholders, the list of what was replaced, and what could not be fully checked. */
export interface RedactedScenario {
  readonly scenario: Scenario;
  readonly redactions: readonly Redaction[];
  readonly unchecked?: readonly UncheckedPart[];
}


/** Redacts a text that is not JSON (markdown, `.env`, plugins, instructions) as free text. */
function redactOtherFile(f: ScenarioFile, out: Redaction[]): ScenarioFile {
  const r = redactFreeText(f.text);
  for (const h of r.hits) out.push({ file: f.path, keyPath: '', placeholder: h.placeholder, ...lineColumn(f.text, h.offset) });
  return r.hits.length ? { path: f.path, text: r.text } : f;
}

function redactProbes(probes: readonly Probe[], out: Redaction[]): Probe[] {
  return probes.map((p, i) => {
    const r = redactFreeText(p.input);
    if (!r.hits.length) return p;
    for (const h of r.hits) out.push({ file: 'probes', keyPath: `${i}.input`, line: 1, column: h.offset + 1, placeholder: h.placeholder });
    return { ...p, input: r.text };
  });
}

/** Env vars that hold config text: redacted inside, like a file. */
const CONFIG_TEXT_ENV: ReadonlySet<string> = new Set(['AGENTFORGE_CONFIG_CONTENT', 'AGENTFORGE_PERMISSION']);

function isJsonPath(path: string): boolean {
  return /\.jsonc?$/i.test(path);
}

function redactEnvValue(name: string, value: string): string | null {
  if (value === '' || isOnlyReferences(value)) return null;
  if (SECRET_NAME.test(name) || SECRET_SHAPES.some((shape) => shape.test(value))) return placeholderFor(name);
  return null;
}

/** Redacts string leaves of a plain JSON value (remote bodies, auth entries) into a copy, iteratively (any depth). */
function redactValue(value: unknown, file: string, out: Redaction[], basePath: readonly string[] = []): unknown {
  // Each container copied keeps its key and its parent's entry: a leaf's path is built only for a string.
  type Place = { readonly key: string | null; readonly parent: Place | null };
  const pathOf = (place: Place): string[] => {
    const keys: string[] = [];
    for (let p: Place | null = place; p && p.key !== null; p = p.parent) keys.push(p.key);
    return [...basePath, ...keys.reverse()];
  };
  const work: [from: object, to: unknown[] | Record<string, unknown>, place: Place][] = [];
  const copy = (node: unknown, place: Place): unknown => {
    if (typeof node === 'string') {
      const path = pathOf(place);
      const reason = secretReason(path, node);
      if (reason === null) {
        const free = redactFreeText(node);
        if (free.hits.length) out.push({ file, keyPath: path.join('.'), line: 1, column: 1, placeholder: free.hits[0]!.placeholder });
        return free.text;
      }
      out.push({ file, keyPath: path.join('.'), line: 1, column: 1, placeholder: placeholderFor(reason) });
      return placeholderFor(reason);
    }
    if (typeof node !== 'object' || node === null) return node;
    const to = Array.isArray(node) ? [] : {};
    work.push([node, to, place]);
    return to;
  };
  const root = copy(value, { key: null, parent: null });
  for (let next = work.pop(); next; next = work.pop()) {
    const [from, to, place] = next;
    if (Array.isArray(from)) from.forEach((item, i) => (to as unknown[]).push(copy(item, { key: String(i), parent: place })));
    else for (const [k, v] of Object.entries(from)) Object.defineProperty(to, k, { value: copy(v, { key: k, parent: place }), writable: true, enumerable: true, configurable: true });
  }
  return root;
}

/**
 * Replaces credential-like values everywhere a scenario can hold them: JSON(C) files, env vars
 * (by name, by shape, and inside AGENTFORGE_CONFIG_CONTENT), stored auth tokens, remote bodies and
 * the account config. `{env:X}` references stay. Returns the same object when nothing was found.
 */
export function redactScenario(scenario: Scenario): RedactedScenario {
  const redactions: Redaction[] = [];
  const unchecked: UncheckedPart[] = [];
  const secretEnv = new Set<string>();
  const secretFiles = new Set<string>();
  const noteReferences = (r: ReturnType<typeof redactJsoncText>, dir: string) => {
    for (const name of r.secretReferences?.env ?? []) secretEnv.add(name);
    for (const raw of r.secretReferences?.file ?? []) secretFiles.add(resolveFileReference(raw, dir, scenario.home));
  };
  let files: ScenarioFile[] = scenario.files.map((f) => {
    if (!isJsonPath(f.path)) return redactOtherFile(f, redactions);
    const r = redactJsoncText(f.text, f.path);
    appendAll(redactions, r.redactions);
    noteReferences(r, dirname(f.path));
    if (r.isParsed === false) unchecked.push({ file: f.path, reason: 'not valid JSONC: only credential shapes and NAME=value text were looked for' });
    return r.redactions.length ? { path: f.path, text: r.text } : f;
  });
  // A file a credential field reads with {file:…} is a credential whole, whatever it looks like.
  files = files.map((f) => {
    if (!secretFiles.has(f.path) || f.text === '' || /^<redacted:[^>]*>$/.test(f.text)) return f;
    redactions.push({ file: f.path, keyPath: '', line: 1, column: 1, placeholder: placeholderFor('file') });
    return { path: f.path, text: placeholderFor('file') };
  });
  for (const name of CONFIG_TEXT_ENV) {
    const value = scenario.env[name];
    if (value !== undefined) noteReferences(redactJsoncText(value, `env:${name}`), scenario.cwd);
  }
  const env = Object.fromEntries(
    Object.entries(scenario.env).map(([name, value]): [string, string] => {
      if (CONFIG_TEXT_ENV.has(name)) {
        const r = redactJsoncText(value, `env:${name}`);
        appendAll(redactions, r.redactions);
        return [name, r.text];
      }
      // A value a config feeds into apiKey (or another credential field) is a credential, whatever its name.
      const placeholder = redactEnvValue(name, value) ?? (secretEnv.has(name) && value !== '' && !isOnlyReferences(value) && !/^<redacted:[^>]*>$/.test(value) ? placeholderFor(name) : null);
      if (placeholder === null) {
        // A value by neither name nor shape may still hold a credential part: `postgres://user:password@host`.
        const free = redactFreeText(value);
        for (const h of free.hits) redactions.push({ file: `env:${name}`, keyPath: name, line: 1, column: h.offset + 1, placeholder: h.placeholder });
        return [name, free.text];
      }
      redactions.push({ file: `env:${name}`, keyPath: name, line: 1, column: 1, placeholder });
      return [name, placeholder];
    }),
  );
  const probes = redactProbes(scenario.probes, redactions);
  const auth = scenario.auth ? (redactValue(scenario.auth, 'auth', redactions) as Scenario['auth']) : undefined;
  const remote = scenario.remote ? (redactValue(scenario.remote, 'remote', redactions) as Scenario['remote']) : undefined;
  let account = scenario.account;
  if (typeof account === 'object' && account !== null && typeof (account as { text?: unknown }).text === 'string') {
    const a = account as { url?: unknown; text: string };
    const r = redactJsoncText(a.text, 'account');
    appendAll(redactions, r.redactions);
    if (r.redactions.length) account = { ...a, text: r.text };
  }
  if (!redactions.length) return { scenario, redactions, unchecked };
  return {
    scenario: { ...scenario, files, env, probes, ...(auth ? { auth } : {}), ...(remote ? { remote } : {}), ...(account !== undefined ? { account } : {}) },
    redactions,
    unchecked,
  };
}
