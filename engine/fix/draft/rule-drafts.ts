/** Drafts that edit the rules already written for the target's permission: change, remove, narrow, add ` *`, move, move to another layer. */
import { describeOrigin } from '../../permission/describe.ts';
import type { Rule } from '../../permission/rule.ts';
import { coversPermission, matchesTarget, ruleText, type FixContext } from '../fix-context.ts';
import type { RuleSite } from '../ownership.ts';
import { addRuleText, moveRuleText, placeLabel, removeRuleText, renamePatternText, setActionText } from './rule-ops.ts';
import type { Draft } from '../verify.ts';
import { appendAll } from '../../collections/append-all.ts';

/** How many of the last rules for the permission are tried (the later a rule, the more it can decide). */
const MAX_RULES = 16;
/** The ranking cost of loosening (or dropping) a `"*"` rule. */
const CATCH_ALL_PENALTY = 60;

function one(site: RuleSite, after: string | null): Draft['changes'] {
  return after === null ? [] : [{ ref: site.doc.ref, before: site.doc.text, after }];
}

function nameOf(site: RuleSite, rule: Rule): string {
  return ruleText(site.perm, site.pattern, rule.action);
}

function where(site: RuleSite): string {
  return site.doc.ref.env ?? site.doc.ref.path ?? '?';
}

/** A moved key is removed and written again: twice its entry's length. */
function movedSize(site: RuleSite): number {
  const key = site.pattern ?? site.perm;
  return 2 * (JSON.stringify(key).length + 9);
}

/** Drafts for one rule that matches the target and gives the wrong action. */
function wrongWinnerDrafts(ctx: FixContext, rule: Rule, site: RuleSite): Draft[] {
  const name = nameOf(site, rule);
  // Loosening a catch-all opens every input it covers, most of which no probe shows: rank it after narrower edits.
  const penalty = rule.pattern === '*' && ctx.action !== 'deny' ? CATCH_ALL_PENALTY : 0;
  const out: Draft[] = [
    { kind: 'change-action', title: `Change ${name} to ${JSON.stringify(ctx.action)} in ${where(site)}`, why: `${name} ${describeOrigin(rule.origin)} matches this input; changing its action changes every input it matches.`, changes: one(site, setActionText(site, ctx.action)), penalty },
    { kind: 'remove-rule', title: `Remove ${name} from ${where(site)}`, why: `${name} matches this input and gives ${rule.action}; without it an earlier rule (or the default) decides.`, changes: one(site, removeRuleText(site)), penalty },
  ];
  // `rm*` also matches `rmdir` and `rmate`: with a space it matches only the command `rm` and its arguments.
  if (site.pattern !== undefined && /[^ *]\*$/.test(site.pattern)) {
    const narrow = `${site.pattern.slice(0, -1)} *`;
    out.push({ kind: 'narrow-pattern', title: `Narrow ${JSON.stringify(site.pattern)} to ${JSON.stringify(narrow)} in ${where(site)}`, why: `${JSON.stringify(site.pattern)} has no space before its "*", so it matches every input that merely starts with ${JSON.stringify(site.pattern.slice(0, -1))}; a trailing " *" means the command and its arguments.`, changes: one(site, renamePatternText(site, narrow)) });
  }
  return out;
}

/** Drafts for a rule that gives the wanted action and matches the target but is overridden by a later one (key order or layer order). */
function shadowedDrafts(ctx: FixContext, rule: Rule, site: RuleSite): Draft[] {
  const winner = ctx.result.decision?.rule;
  const winnerSite = winner ? ctx.owner.siteOf(winner) : null;
  const name = nameOf(site, rule);
  const out: Draft[] = [];
  const winnerName = winner && winnerSite ? nameOf(winnerSite, winner) : winner ? `${winner.permission} ${JSON.stringify(winner.pattern)} ${winner.action}` : 'a later rule';
  const order = `Key order decides: ${name} is written before ${winnerName}, and the last matching rule wins.`;
  out.push({ kind: 'move-rule', title: `Move ${name} after the other keys of its map in ${where(site)}`, why: `${order} Written last, ${name} wins.`, changes: one(site, moveRuleText(site, false)), size: movedSize(site) });
  const sameMap = winnerSite && winnerSite.doc === site.doc && winnerSite.perm === site.perm && winnerSite.mapPath.join('\u0000') === site.mapPath.join('\u0000') && (winnerSite.pattern === undefined) === (site.pattern === undefined);
  if (winner && winnerSite && sameMap) {
    out.push({ kind: 'move-rule', title: `Move ${winnerName} before ${name} in ${where(site)}`, why: `${order} Written first, ${winnerName} only decides what no later key matches.`, changes: one(winnerSite, moveRuleText(winnerSite, true)), size: movedSize(winnerSite) });
  }
  // Move the rule into the document of the rule that beats it, after it (a later layer, or the agent's own rules).
  if (winnerSite && !sameMap && site.pattern !== undefined) {
    const target = winnerSite.doc;
    const mapPath = target.format === 'md' ? ['permission'] : winnerSite.mapPath;
    const removed = removeRuleText(site);
    const added = removed === null ? null : addRuleText(target === site.doc ? { ...target, text: removed } : target, mapPath, site.perm, site.pattern, rule.action);
    if (removed !== null && added !== null) {
      const changes = target === site.doc ? one(site, added) : [...one(site, removed), { ref: target.ref, before: target.text, after: added }];
      out.push({ kind: target === site.doc ? 'move-rule' : 'move-to-layer', title: `Move ${name} from ${where(site)} to ${placeLabel(target, mapPath, site.perm)}`, why: `${winnerName} ${describeOrigin(winner?.origin)} comes later and wins; written last where it is, ${name} comes after it.`, changes });
    }
  }
  return out;
}

/** Drafts for a rule with the wanted action that does not match because its bash pattern lacks the trailing ` *`. */
function trailingStarDrafts(ctx: FixContext, rule: Rule, site: RuleSite): Draft[] {
  const p = site.pattern;
  if (p === undefined || p.includes('*') || p.includes('?') || !ctx.target.input.startsWith(`${p} `)) return [];
  const name = nameOf(site, rule);
  return [{ kind: 'add-trailing-star', title: `Add " *" to ${name} in ${where(site)}`, why: `${JSON.stringify(p)} matches only that exact command; with a trailing " *" it also matches ${JSON.stringify(ctx.target.input)} (the arguments become optional).`, changes: one(site, renamePatternText(site, `${p} *`)) }];
}

/** Drafts that edit the user's existing rules for the target's permission. */
export function ruleDrafts(ctx: FixContext): Draft[] {
  const out: Draft[] = [];
  const forPermission = ctx.rules.filter((r) => coversPermission(ctx, r)).slice(-MAX_RULES);
  const hiding = ctx.target.want === 'hidden';
  for (const rule of forPermission) {
    const site = ctx.owner.siteOf(rule);
    if (!site) continue;
    const matches = matchesTarget(ctx, rule);
    if (hiding) {
      // Hidden needs the LAST rule for the permission to be a "*" deny: drop or deny the ones in the way.
      if (rule.action !== 'deny' || rule.pattern !== '*') appendAll(out, wrongWinnerDrafts(ctx, rule, site));
      continue;
    }
    if (matches && rule.action !== ctx.action) appendAll(out, wrongWinnerDrafts(ctx, rule, site));
    else if (matches && rule !== ctx.result.decision?.rule) appendAll(out, shadowedDrafts(ctx, rule, site));
    else if (!matches && rule.action === ctx.action && ctx.target.permission === 'bash') appendAll(out, trailingStarDrafts(ctx, rule, site));
  }
  return out.filter((d) => d.changes.length > 0);
}
