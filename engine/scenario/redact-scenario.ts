import type { Scenario, ScenarioFile } from './scenario.ts';
import { placeholderFor, redactJsoncText, type Redaction } from './redact.ts';
import { isOnlyReferences, SECRET_NAME, SECRET_SHAPES, secretReason } from './redact-rules.ts';

/** A scenario with its credentials replaced by placeholders, and the list of what was replaced. */
export interface RedactedScenario {
  readonly scenario: Scenario;
  readonly redactions: readonly Redaction[];
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

/** Redacts string leaves of a plain JSON value (remote bodies, auth entries), iteratively. */
function redactValue(value: unknown, file: string, out: Redaction[], basePath: readonly string[] = []): unknown {
  const walk = (node: unknown, path: readonly string[], depth: number): unknown => {
    if (depth > 64) return node;
    if (typeof node === 'string') {
      const reason = secretReason(path, node);
      if (reason === null) return node;
      out.push({ file, keyPath: path.join('.'), line: 1, column: 1, placeholder: placeholderFor(reason) });
      return placeholderFor(reason);
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...path, String(i)], depth + 1));
    if (typeof node === 'object' && node !== null) {
      const entries = Object.entries(node).map(([k, v]): [string, unknown] => [k, walk(v, [...path, k], depth + 1)]);
      return Object.fromEntries(entries);
    }
    return node;
  };
  return walk(value, basePath, 0);
}

/**
 * Replaces credential-like values everywhere a scenario can hold them: JSON(C) files, env vars
 * (by name, by shape, and inside AGENTFORGE_CONFIG_CONTENT), stored auth tokens, remote bodies and
 * the account config. `{env:X}` references stay. Returns the same object when nothing was found.
 */
export function redactScenario(scenario: Scenario): RedactedScenario {
  const redactions: Redaction[] = [];
  const files: ScenarioFile[] = scenario.files.map((f) => {
    if (!isJsonPath(f.path)) return f;
    const r = redactJsoncText(f.text, f.path);
    redactions.push(...r.redactions);
    return r.redactions.length ? { path: f.path, text: r.text } : f;
  });
  const env = Object.fromEntries(
    Object.entries(scenario.env).map(([name, value]): [string, string] => {
      if (CONFIG_TEXT_ENV.has(name)) {
        const r = redactJsoncText(value, `env:${name}`);
        redactions.push(...r.redactions);
        return [name, r.text];
      }
      const placeholder = redactEnvValue(name, value);
      if (placeholder === null) return [name, value];
      redactions.push({ file: `env:${name}`, keyPath: name, line: 1, column: 1, placeholder });
      return [name, placeholder];
    }),
  );
  const auth = scenario.auth ? (redactValue(scenario.auth, 'auth', redactions) as Scenario['auth']) : undefined;
  const remote = scenario.remote ? (redactValue(scenario.remote, 'remote', redactions) as Scenario['remote']) : undefined;
  let account = scenario.account;
  if (typeof account === 'object' && account !== null && typeof (account as { text?: unknown }).text === 'string') {
    const a = account as { url?: unknown; text: string };
    const r = redactJsoncText(a.text, 'account');
    redactions.push(...r.redactions);
    if (r.redactions.length) account = { ...a, text: r.text };
  }
  if (!redactions.length) return { scenario, redactions };
  return {
    scenario: { ...scenario, files, env, ...(auth ? { auth } : {}), ...(remote ? { remote } : {}), ...(account !== undefined ? { account } : {}) },
    redactions,
  };
}
