/** A running instance holds the merge it loaded: what it decides differently from the current files until it reloads. */
import type { Analysis } from '../analyze.ts';
import { stageOf, type Stage } from '../permission/stage.ts';
import { compiledRuleset } from '../permission/compiled-ruleset.ts';
import { hidingOf } from '../tools/permission-hiding.ts';
import type { RuleAction } from '../permission/rule.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { describeDecision } from '../permission/describe.ts';

/** The parts of a scenario an instance reads once, at start: files, env, remote and account data, the process context. */
const HELD_KEYS = ['files', 'env', 'remote', 'auth', 'account', 'skillDirs', 'cwd', 'worktree', 'home', 'platform'] as const;

/**
 * The scenario a running instance answers with: what it loaded at start (`snapshot`), with the per-session
 * parts (agent, model, request, probes, tools) of the current scenario.
 */
export function heldScenario(snapshot: Scenario, current: Scenario): Scenario {
  const { remote: _r, auth: _a, account: _c, skillDirs: _s, ...session } = current;
  const { files, env, cwd, worktree, home, platform, remote, auth, account, skillDirs } = snapshot;
  return {
    ...session,
    files, env, cwd, worktree, home, platform,
    ...(remote !== undefined ? { remote } : {}),
    ...(auth !== undefined ? { auth } : {}),
    ...(account !== undefined ? { account } : {}),
    ...(skillDirs !== undefined ? { skillDirs } : {}),
  };
}

/** What changed in the loaded inputs since the instance started: file paths and `env:NAME` keys. */
export function changedInputs(snapshot: Scenario, current: Scenario): string[] {
  const out: string[] = [];
  const before = new Map(snapshot.files.map((f) => [f.path, f.text]));
  const after = new Map(current.files.map((f) => [f.path, f.text]));
  for (const [path, text] of after) if (before.get(path) !== text) out.push(path);
  for (const path of before.keys()) if (!after.has(path)) out.push(path);
  const keys = new Set([...Object.keys(snapshot.env), ...Object.keys(current.env)]);
  for (const key of keys) if (snapshot.env[key] !== current.env[key]) out.push(`env:${key}`);
  for (const key of HELD_KEYS) {
    if (key === 'files' || key === 'env') continue;
    if (JSON.stringify(snapshot[key]) !== JSON.stringify(current[key])) out.push(key);
  }
  return out;
}

/** What a reload does besides re-reading the files (§13): the instance-wide "always" approvals are forgotten. */
export const RELOAD_EFFECT = 'Reload re-reads every layer and clears the instance-wide "always" approvals; pending questions are rejected.';

/** One side of a compared decision. */
export interface InstanceSide {
  readonly action: RuleAction | null;
  readonly stage: Stage | null;
  readonly isDefault: boolean;
  /** The rule responsible, in words; or why nothing could be decided. */
  readonly why: string;
}

/** A decision the held merge gives differently from the current files. */
export interface InstanceDifference {
  readonly kind: 'tool' | 'probe' | 'check';
  readonly key: string;
  /** `bash (tool)`, `edit "src/a.ts"`. */
  readonly label: string;
  readonly held: InstanceSide;
  readonly current: InstanceSide;
}

/** The held merge against the current files. */
export interface InstanceComparison {
  readonly changedInputs: readonly string[];
  readonly differences: readonly InstanceDifference[];
  /** True when the files changed but no compared decision differs (a reload would change nothing shown). */
  readonly isChangedWithoutEffect: boolean;
}

/** A permission check to compare besides tools and probes (the tester's). */
export interface InstanceCheck {
  readonly permission: string;
  readonly input: string;
}

const NO_AGENT = (a: Analysis): InstanceSide => ({ action: null, stage: null, isDefault: false, why: a.load.error ? `the reference refuses this config: ${a.load.error.name}` : 'no agent to decide with' });

function toolSide(a: Analysis, tool: string): InstanceSide {
  if (!a.agent) return NO_AGENT(a);
  const t = a.index.toolById.get(tool);
  if (!t) return { action: null, stage: null, isDefault: false, why: 'not offered' };
  const d = t.bare;
  if (!t.visible) return { action: d.action, stage: 'hidden', isDefault: d.isDefault, why: t.hiddenBy === 'request' ? `this request sets tools.${tool} = false` : `the last rule for ${t.permission} denies "*"` };
  return { action: d.action, stage: stageOf(d.action, false), isDefault: d.isDefault, why: describeDecision(d) };
}

function checkSide(a: Analysis, check: InstanceCheck): InstanceSide {
  if (!a.agent) return NO_AGENT(a);
  const d = compiledRuleset(a.ruleset, a.scenario.platform).decide(check.permission, check.input);
  const { hidden } = hidingOf(check.permission, a);
  return { action: d.action, stage: stageOf(d.action, hidden), isDefault: d.isDefault, why: describeDecision(d) };
}

function probeSide(a: Analysis, i: number): InstanceSide {
  const r = a.probes[i];
  if (!r?.decision) return NO_AGENT(a);
  return { action: r.decision.action, stage: r.stage, isDefault: r.decision.isDefault, why: describeDecision(r.decision) };
}

const same = (x: InstanceSide, y: InstanceSide) => x.action === y.action && x.stage === y.stage && x.isDefault === y.isDefault;

/**
 * Compares the held analysis (of `heldScenario`) with the current one, for the selected agent: every tool's
 * visibility and bare call, every probe, and the extra checks. Both analyses must share the probe list.
 */
export function compareInstance(held: Analysis, current: Analysis, snapshot: Scenario, checks: readonly InstanceCheck[] = []): InstanceComparison {
  const differences: InstanceDifference[] = [];
  const push = (kind: InstanceDifference['kind'], key: string, label: string, h: InstanceSide, c: InstanceSide) => {
    if (!same(h, c)) differences.push({ kind, key, label, held: h, current: c });
  };
  const tools = [...new Set([...held.tools.map((t) => t.tool), ...current.tools.map((t) => t.tool)])];
  for (const tool of tools) push('tool', `tool:${tool}`, `${tool} (tool)`, toolSide(held, tool), toolSide(current, tool));
  current.scenario.probes.forEach((p, i) => push('probe', `probe:${i}`, `${p.agent ? `${p.agent}: ` : ''}${p.permission} ${JSON.stringify(p.input)}`, probeSide(held, i), probeSide(current, i)));
  checks.forEach((c, i) => push('check', `check:${i}`, `${c.permission} ${JSON.stringify(c.input)}`, checkSide(held, c), checkSide(current, c)));
  const inputs = changedInputs(snapshot, current.scenario);
  return { changedInputs: inputs, differences, isChangedWithoutEffect: inputs.length > 0 && differences.length === 0 };
}
