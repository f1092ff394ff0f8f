/** From the decision a user wants to the edits that give it: drafts generated, each verified by analysing the edited scenario, ranked. */
import { analyze, type Analysis } from '../analyze.ts';
import { describeDecision } from '../permission/describe.ts';
import { agentRuleset } from '../permission/compiled-ruleset.ts';
import { STAGE_WORDS } from '../report/words.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { addRuleDrafts } from './draft/add-drafts.ts';
import { findBlockingLayer } from './blocked.ts';
import type { FixContext } from './fix-context.ts';
import type { FixProposal, FixResult, FixTarget } from './fix-types.ts';
import { ownershipOf, type WritableDoc } from './ownership.ts';
import { ruleDrafts } from './draft/rule-drafts.ts';
import { actionFor, outcomeHolds, verifyDraft, withTargetLast, type Draft, type VerifiedDraft } from './verify.ts';

/** At most this many drafts are verified per target (each one is a full analysis). */
const MAX_DRAFTS = 120;

/** The project config a fix may create when the user has no config file of their own yet. */
function projectConfigDoc(scenario: Scenario): WritableDoc {
  const root = scenario.worktree;
  const sep = root.includes('\\') && !root.includes('/') ? '\\' : '/';
  const path = `${root.endsWith(sep) ? root : root + sep}agentforge.json`;
  return { ref: { path }, text: '', format: 'json', label: `project ${path}` };
}

/** The context for one target, or a result when nothing can be drafted (it holds, or nothing decides it). */
function contextFor(scenario: Scenario, target: FixTarget): { ctx: FixContext } | { result: FixResult } {
  const base = withTargetLast(scenario, target);
  const before = analyze(base);
  const result = before.probes[before.probes.length - 1]!;
  if (result.stage && outcomeHolds(result, target.want)) return { result: { kind: 'holds', stage: result.stage } };
  if (!result.decision || !result.agent) return { result: undecided(before, target) };
  const agent = before.agents?.byKey.get(result.agent);
  if (!agent) return { result: undecided(before, target) };
  const rules = agentRuleset(agent.permission, before.sessionRules);
  return { ctx: { scenario: base, target, before, result, agent: result.agent, rules, owner: ownershipOf(base, before), action: actionFor(target.want) } };
}

function undecided(before: Analysis, target: FixTarget): FixResult {
  const error = before.load.error;
  if (error) return { kind: 'blocked', layer: 'config load', ...(error.data.path ? { path: error.data.path } : {}), reason: `the reference refuses this config (${error.name}), so nothing is decided until the load error is fixed` };
  const message = before.diagnostics.find((d) => d.severity === 'error')?.message ?? 'no agent to decide with';
  return { kind: 'blocked', layer: 'scenario', reason: `${target.agent ? `agent ${JSON.stringify(target.agent)}: ` : ''}${message}` };
}

function verifyAll(ctx: FixContext, drafts: readonly Draft[]): VerifiedDraft[] {
  const byKey = new Map<string, VerifiedDraft>();
  for (const draft of drafts.slice(0, MAX_DRAFTS)) {
    const v = verifyDraft(ctx.scenario, ctx.before, draft, ctx.target.want);
    if (!v) continue;
    const known = byKey.get(v.key);
    if (!known || v.cost < known.cost) byKey.set(v.key, v);
  }
  return [...byKey.values()].sort((a, b) => a.cost - b.cost);
}

function toProposal(ctx: FixContext, v: VerifiedDraft, id: string): FixProposal {
  const today = ctx.result.decision ? describeDecision(ctx.result.decision) : 'nothing decides';
  const after = v.after.decision ? describeDecision(v.after.decision) : 'nothing decides';
  const why = `${v.draft.why} Today: ${ctx.result.decision?.action} (${STAGE_WORDS[ctx.result.stage!]}) by ${today}; after: ${v.after.decision?.action} (${STAGE_WORDS[v.lands]}) by ${after}.`;
  return { id, kind: v.draft.kind, title: v.draft.title, why, edits: v.edits, files: v.files, lands: v.lands, sideEffects: v.sideEffects, cost: v.cost };
}

/** Numbers proposals per kind in rank order: `add-rule:0`, `add-rule:1`, `move-rule:0`. */
export function toProposals(ctx: FixContext, verified: readonly VerifiedDraft[]): FixProposal[] {
  const counts = new Map<string, number>();
  return verified.map((v) => {
    const n = counts.get(v.draft.kind) ?? 0;
    counts.set(v.draft.kind, n + 1);
    return toProposal(ctx, v, `${v.draft.kind}:${n}`);
  });
}

/** Proposes verified edits in the user's own layers that make `target` get its wanted outcome; `holds` when it already does, `blocked` naming the layer when no edit of theirs can. */
export function proposeFixes(scenario: Scenario, target: FixTarget): FixResult {
  const start = contextFor(scenario, target);
  if ('result' in start) return start.result;
  const { ctx } = start;
  let verified = verifyAll(ctx, [...ruleDrafts(ctx), ...addRuleDrafts(ctx)]);
  if (verified.length === 0 && !ctx.owner.docs.some((d) => d.format === 'json' && d.ref.path !== undefined)) {
    // No config file of the user's yet: offer to create the project's.
    const created = { ...ctx, owner: { ...ctx.owner, docs: [projectConfigDoc(ctx.scenario)] } };
    if (!ctx.scenario.files.some((f) => f.path === created.owner.docs[0]!.ref.path)) verified = verifyAll(created, addRuleDrafts(created));
  }
  if (verified.length > 0) return { kind: 'proposals', proposals: toProposals(ctx, verified) };
  return findBlockingLayer(ctx) ?? { kind: 'proposals', proposals: [] };
}
