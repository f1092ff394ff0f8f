/** Quick fixes for rules that can never win (shadowed-rule lints): move the rule after the one that covers it, verified like every fix. */
import { analyze, type Analysis } from '../analyze.ts';
import type { UnreachableRule } from '../lint/lint.ts';
import type { Rule } from '../permission/rule.ts';
import type { Scenario } from '../scenario/scenario.ts';
import type { FixContext } from './fix-context.ts';
import { ruleText } from './fix-context.ts';
import type { FixProposal, FixTarget } from './fix-types.ts';
import { ownershipOf, type RuleSite } from './ownership.ts';
import { toProposals } from './propose-fixes.ts';
import { addRuleText, moveRuleText, placeLabel, removeRuleText } from './draft/rule-ops.ts';
import { verifyDraft, withTargetLast, type Draft, type VerifiedDraft } from './verify.ts';

function sameRule(a: Rule, b: Rule): boolean {
  return a.permission === b.permission && a.pattern === b.pattern && a.action === b.action;
}

function sameMap(a: RuleSite, b: RuleSite): boolean {
  return a.doc === b.doc && a.perm === b.perm && a.mapPath.join('\u0000') === b.mapPath.join('\u0000') && (a.pattern === undefined) === (b.pattern === undefined);
}

function lintDrafts(dead: RuleSite, cover: RuleSite | null, action: Rule['action'], deadName: string, coverName: string): Draft[] {
  const why = `Key order decides and the last matching rule wins: ${coverName} comes after ${deadName} and matches everything it matches, so ${deadName} never decides.`;
  const out: Draft[] = [];
  const moved = moveRuleText(dead, false);
  if (moved !== null) out.push({ kind: 'move-rule', title: `Move ${deadName} after ${coverName}`, why: `${why} Written last, it wins for what it matches.`, changes: [{ ref: dead.doc.ref, before: dead.doc.text, after: moved }] });
  if (cover && sameMap(dead, cover)) {
    const first = moveRuleText(cover, true);
    if (first !== null) out.push({ kind: 'move-rule', title: `Move ${coverName} before ${deadName}`, why: `${why} Written first, ${coverName} only decides what no later key matches.`, changes: [{ ref: cover.doc.ref, before: cover.doc.text, after: first }] });
  } else if (cover && dead.pattern !== undefined) {
    const mapPath = cover.doc.format === 'md' ? ['permission'] : cover.mapPath;
    const removed = removeRuleText(dead);
    const same = cover.doc === dead.doc;
    const added = removed === null ? null : addRuleText(same ? { ...cover.doc, text: removed } : cover.doc, mapPath, dead.perm, dead.pattern, action);
    if (removed !== null && added !== null) {
      const changes = same ? [{ ref: dead.doc.ref, before: dead.doc.text, after: added }] : [{ ref: dead.doc.ref, before: dead.doc.text, after: removed }, { ref: cover.doc.ref, before: cover.doc.text, after: added }];
      out.push({ kind: same ? 'move-rule' : 'move-to-layer', title: `Move ${deadName} to ${placeLabel(cover.doc, mapPath, dead.perm)}, after ${coverName}`, why: `${why} Moved after it, it wins for what it matches.`, changes });
    }
  }
  return out;
}

/** Verified quick fixes for one shadowed-rule lint of the scenario's selected agent: afterwards the lint is gone and the rule wins for its own pattern. */
export function proposeLintFix(scenario: Scenario, lint: UnreachableRule): FixProposal[] {
  const rule = lint.rule;
  if (rule.action !== 'allow' && rule.action !== 'ask' && rule.action !== 'deny') return [];
  const target: FixTarget = { permission: rule.permission, input: rule.pattern, want: rule.action };
  const base = withTargetLast(scenario, target);
  const before = analyze(base);
  const owner = ownershipOf(base, before);
  const dead = owner.siteOf(rule);
  const result = before.probes[before.probes.length - 1];
  if (!dead || !result?.decision || !result.agent || !before.agent) return [];
  const cover = owner.siteOf(lint.shadowedBy.rule);
  const deadName = ruleText(dead.perm, dead.pattern, rule.action);
  const coverName = cover ? ruleText(cover.perm, cover.pattern, lint.shadowedBy.rule.action) : `${lint.shadowedBy.rule.permission} ${JSON.stringify(lint.shadowedBy.rule.pattern)} ${lint.shadowedBy.rule.action}`;
  const accept = (after: Analysis) => {
    const won = after.probes[after.probes.length - 1]?.decision?.rule;
    return !after.lints.some((l) => sameRule(l.rule, rule)) && won !== null && won !== undefined && sameRule(won, rule);
  };
  const verified = new Map<string, VerifiedDraft>();
  for (const draft of lintDrafts(dead, cover, rule.action, deadName, coverName)) {
    const v = verifyDraft(base, before, draft, target.want, accept);
    if (v && !verified.has(v.key)) verified.set(v.key, v);
  }
  const ctx: FixContext = { scenario: base, target, before, result, agent: result.agent, rules: before.ruleset, owner, action: rule.action };
  return toProposals(ctx, [...verified.values()].sort((a, b) => a.cost - b.cost));
}
