import { analyze } from '../analyze.ts';
import { CONFIG_SCHEMA_URL } from '../config/discover/layer.ts';
import type { Diagnostic } from '../diagnostic.ts';
import { evaluate } from '../permission/evaluate.ts';
import { isRuleAction } from '../permission/rule.ts';
import type { Platform } from '../permission/platform.ts';
import { matchWildcard } from '../permission/wildcard.ts';
import type { Probe, Scenario } from '../scenario/scenario.ts';
import { layoutPermissions, type BareRule } from './permission-layout.ts';

/** A scenario rebuilt from a printed ruleset, and how faithful it is. */
export interface ImportedScenario {
  readonly scenario: Scenario;
  readonly diagnostics: readonly Diagnostic[];
}

/** What the ruleset is about: the agent, and the permission check in question (from a log line). */
export interface RulesetContext {
  readonly agent?: string;
  readonly probe?: { readonly permission: string; readonly input: string };
  readonly title?: string;
}

const TRUNCATION = /^(.*)\/\.local\/share\/(?:agentforge|opencode)\/tool-output(?:\/\*)?$/;

function note(code: string, severity: Diagnostic['severity'], message: string): Diagnostic {
  return { code, severity, message, path: 'import' };
}

/** Reads `[{permission, pattern, action}, …]`; entries of another shape are reported and skipped. */
export function readBareRules(value: unknown, out: Diagnostic[]): BareRule[] {
  if (!Array.isArray(value)) {
    out.push(note('import-ruleset', 'error', 'the ruleset is not an array of {permission, pattern, action}'));
    return [];
  }
  const rules: BareRule[] = [];
  value.forEach((r: unknown, i) => {
    const o = typeof r === 'object' && r !== null ? (r as Record<string, unknown>) : {};
    if (typeof o.permission === 'string' && typeof o.pattern === 'string' && isRuleAction(o.action)) rules.push({ permission: o.permission, pattern: o.pattern, action: o.action });
    else out.push(note('import-rule-skipped', 'warning', `rule #${i} is not {permission, pattern, action}; skipped`));
  });
  return rules;
}

function same(a: BareRule, b: BareRule): boolean {
  return a.permission === b.permission && a.pattern === b.pattern && a.action === b.action;
}

/** True when both rulesets decide every permission the same: per permission name, the rules that can match it are the same, in the same order. */
export function isSameDecisions(a: readonly BareRule[], b: readonly BareRule[]): boolean {
  const keys = new Set([...a, ...b].map((r) => r.permission));
  const names = [...keys].map((k) => k.replace(/\*/g, 'zz').replace(/\?/g, 'z'));
  return names.every((name) => {
    const x = a.filter((r) => matchWildcard(name, r.permission));
    const y = b.filter((r) => matchWildcard(name, r.permission));
    return x.length === y.length && x.every((r, i) => same(r, y[i]!));
  });
}

function bare(rules: readonly BareRule[]): BareRule[] {
  return rules.map((r) => ({ permission: r.permission, pattern: r.pattern, action: r.action }));
}

function baseScenario(home: string, platform: Platform, agent: string, config: Record<string, unknown>): Scenario {
  const project = `${home}/project`;
  const text = `${JSON.stringify({ $schema: CONFIG_SCHEMA_URL, ...config }, null, 2)}\n`;
  return { version: 1, files: [{ path: `${home}/.config/agentforge/agentforge.jsonc`, text }], env: {}, cwd: project, worktree: project, home, platform, agent, probes: [] };
}

/**
 * Rebuilds a scenario whose agent gets exactly the given ordered ruleset (as `debug agent` prints it,
 * or a log line's `ruleset=[…]`): the built-in rules are recognised and left to the loader, the rest
 * is written as config, and the result is checked by running the engine on it.
 */
export function scenarioFromRuleset(rules: readonly BareRule[], context: RulesetContext = {}): ImportedScenario {
  const out: Diagnostic[] = [];
  const truncation = rules.find((r) => r.permission === 'external_directory' && TRUNCATION.test(r.pattern));
  const home = truncation ? TRUNCATION.exec(truncation.pattern)![1]! : '/home/user';
  if (!truncation) out.push(note('import-home', 'info', 'no tool-output rule names the home directory; assumed /home/user'));
  const platform: Platform = home.startsWith('/Users/') ? 'darwin' : 'linux';
  const agent = context.agent ?? 'build';
  const probe = analyze(baseScenario(home, platform, agent, {}));
  const isBuiltin = probe.agents?.byKey.get(agent) !== undefined;
  const emptyAgent = isBuiltin ? {} : { agent: { [agent]: {} } };
  const builtin = analyze(baseScenario(home, platform, agent, emptyAgent)).ruleset;
  const prefix = bare(builtin.filter((r) => r.origin?.kind === 'builtin-default' || r.origin?.kind === 'builtin-agent'));
  const tail = bare(builtin.filter((r) => r.origin?.kind === 'truncation'));
  let at = 0;
  while (at < prefix.length && at < rules.length && same(rules[at]!, prefix[at]!)) at++;
  if (at < prefix.length) out.push(note('import-builtins-differ', 'warning', `the pasted rules start like this playground's built-in rules for ${agent} only up to #${at}; the rest is reproduced as config (it may come from another version)`));
  const rest = rules.slice(at);
  const end = tail[0] ? rest.findIndex((r) => same(r, tail[0]!)) : -1;
  const userRules = end >= 0 ? rest.slice(0, end) : rest;
  const sessionRules = end >= 0 ? rest.slice(end + tail.length) : [];
  const asRequest = sessionRules.every((r) => r.pattern === '*' && r.action !== 'ask' && !/[*?]/.test(r.permission));
  const requestTools = asRequest && sessionRules.length ? Object.fromEntries(sessionRules.map((r) => [r.permission, r.action === 'allow'])) : undefined;
  const configRules = asRequest ? userRules : [...userRules, ...sessionRules];
  if (!asRequest) out.push(note('import-session-rules', 'warning', `${sessionRules.length} rule(s) after the agent's own (session rules or "always" approvals) are written as the agent's config rules`));
  const layout = layoutPermissions(configRules);
  if (layout.misplaced.length) out.push(note('import-order', 'warning', `${layout.misplaced.length} rule(s) cannot keep their exact order in config (first: ${JSON.stringify(layout.misplaced[0])})`));
  const agentEntry = Object.keys(layout.agent).length ? { permission: layout.agent } : {};
  const config = {
    ...(Object.keys(layout.global).length ? { permission: layout.global } : {}),
    ...(Object.keys(agentEntry).length || !isBuiltin ? { agent: { [agent]: agentEntry } } : {}),
  };
  const probes: Probe[] = context.probe ? [{ permission: context.probe.permission, input: context.probe.input, expect: evaluate(context.probe.permission, context.probe.input, [rules], platform).action }] : [];
  const scenario: Scenario = { ...baseScenario(home, platform, agent, config), ...(context.title ? { title: context.title } : {}), ...(requestTools ? { request: { tools: requestTools } } : {}), probes };
  const check = analyze(scenario);
  const rebuilt = bare(check.ruleset);
  const firstDiff = rebuilt.findIndex((r, i) => !rules[i] || !same(r, rules[i]!));
  if (firstDiff < 0 && rebuilt.length === rules.length) out.push(note('import-exact', 'info', `the scenario reproduces all ${rules.length} rules of ${agent} exactly, in order`));
  else if (isSameDecisions(rebuilt, rules)) out.push(note('import-equivalent', 'info', `the scenario gives ${agent} the same rules for every permission; rules of unrelated permissions were grouped by key, as config writes them`));
  else out.push(note('import-inexact', 'warning', `the rebuilt ruleset differs from the pasted one from rule #${firstDiff < 0 ? rebuilt.length : firstDiff} (${rebuilt.length} vs ${rules.length} rules)`));
  const probeResult = check.probes[0];
  if (probeResult && probeResult.passed === false) out.push(note('import-decision', 'warning', `the rebuilt scenario decides ${context.probe!.permission} "${context.probe!.input}" as ${probeResult.decision?.action}, the pasted ruleset as ${probes[0]!.expect}`));
  return { scenario, diagnostics: [...out, ...check.diagnostics.filter((d) => d.severity === 'error')] };
}
