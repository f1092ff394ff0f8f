/** Drafts that add a rule (or set the whole permission) in each document the user owns, where it comes after today's winner. */
import { jsonKind } from '../edit/json-edit.ts';
import type { FixContext } from '../fix-context.ts';
import type { WritableDoc } from '../ownership.ts';
import { addRuleText, moveRuleText, placeLabel, setActionText } from './rule-ops.ts';
import type { Draft } from '../verify.ts';

interface PatternChoice {
  readonly pattern: string;
  readonly penalty: number;
}

/** The patterns a new rule may use: the input itself, for bash its command prefixes with ` *`, for paths the first directory, and `*`. */
export function patternsFor(ctx: FixContext): PatternChoice[] {
  const { permission, input, want } = ctx.target;
  if (want === 'hidden') return [{ pattern: '*', penalty: 0 }];
  const out: PatternChoice[] = [];
  if (permission === 'bash') {
    const words = input.trim().split(/\s+/).filter(Boolean);
    // One exact command line is brittle: a rule for the command and its arguments is what is usually meant.
    out.push({ pattern: input, penalty: words.length > 1 ? 8 : 0 });
    if (words.length >= 2) out.push({ pattern: `${words[0]} ${words[1]} *`, penalty: 0 });
    if (words.length >= 1) out.push({ pattern: `${words[0]} *`, penalty: words.length > 1 ? 6 : 0 });
  } else {
    out.push({ pattern: input, penalty: 0 });
    const slash = input.indexOf('/');
    if (slash > 0 && slash < input.length - 1) out.push({ pattern: `${input.slice(0, slash + 1)}*`, penalty: 2 });
  }
  // Some permissions (webfetch, todowrite, ...) take only a bare action: `"*"` writes one.
  out.push({ pattern: '*', penalty: want === 'deny' ? 0 : 60 });
  const seen = new Set<string>();
  return out.filter((c) => c.pattern !== '' && !seen.has(c.pattern) && seen.add(c.pattern));
}

function scopesOf(ctx: FixContext, doc: WritableDoc): (readonly string[])[] {
  if (doc.format === 'md') return doc.agent === ctx.agent ? [['permission']] : [];
  if (doc.ref.env !== undefined) return [[]];
  return [['permission'], ['agent', ctx.agent, 'permission']];
}

function whereWhy(ctx: FixContext, doc: WritableDoc, mapPath: readonly string[]): string {
  if (doc.ref.env !== undefined) return `${doc.label} is merged over permission after every config file, and its new keys come last.`;
  if (doc.format === 'md' || mapPath[0] === 'agent') return `Rules of agent ${ctx.agent} are applied after every top-level permission rule, so a rule there comes after the ones that decide today.`;
  return `The last matching rule wins and key order decides, so a key written last in ${mapPath.join('.')}.${ctx.target.permission} comes after the rules before it.`;
}

const HIDE_WHY = 'The model does not see a tool when the last rule for its permission is "*": "deny".';

/** Drafts that add the wanted rule as the last key of the permission's map, in every writable document and scope. */
export function addRuleDrafts(ctx: FixContext): Draft[] {
  const out: Draft[] = [];
  const perm = ctx.target.permission;
  const action = ctx.action;
  const lead = ctx.target.want === 'hidden' ? `${HIDE_WHY} ` : '';
  for (const doc of ctx.owner.docs) {
    for (const mapPath of scopesOf(ctx, doc)) {
      const place = placeLabel(doc, mapPath, perm);
      const change = (after: string | null) => (after === null ? [] : [{ ref: doc.ref, before: doc.text, after }]);
      for (const { pattern, penalty } of patternsFor(ctx)) {
        const wasString = doc.format === 'json' && jsonKind(doc.text, [...mapPath, perm]) === 'string';
        const added = addRuleText(doc, mapPath, perm, pattern, action);
        if (added !== null) {
          const convert = wasString ? `"${perm}" held one action for every input; as a map that action stays as "*" and the new key after it wins. ` : '';
          out.push({ kind: 'add-rule', title: `Add ${JSON.stringify(pattern)}: ${JSON.stringify(action)} as the last rule of ${place}`, why: `${lead}${convert}${whereWhy(ctx, doc, mapPath)}`, changes: change(added), penalty });
          continue;
        }
        if (doc.format !== 'json') continue;
        // The key is there already: move it last with the wanted action, or set its action where it is.
        const site = pattern === '*' && jsonKind(doc.text, [...mapPath, perm]) === 'string' ? { doc, mapPath, perm } : { doc, mapPath, perm, pattern };
        const moved = site.pattern !== undefined ? moveRuleText(site, false, action) : null;
        if (moved !== null) out.push({ kind: 'move-rule', title: `Move ${JSON.stringify(pattern)} to the end of ${place} and make it ${JSON.stringify(action)}`, why: `${lead}Key order decides: the last matching key wins, so ${JSON.stringify(pattern)} has to come after the other keys of ${perm}.`, changes: change(moved), penalty, size: 2 * (JSON.stringify(pattern).length + 9) });
        const set = setActionText(site, action);
        if (set !== null) out.push({ kind: 'change-action', title: `Set ${site.pattern === undefined ? JSON.stringify(perm) : `${perm}[${JSON.stringify(pattern)}]`} to ${JSON.stringify(action)} in ${place}`, why: `${lead}The key is already written there; changing its action changes every input it matches.`, changes: change(set), penalty });
      }
      if ((ctx.target.want === 'hidden' || ctx.target.want === 'deny') && doc.format === 'json' && jsonKind(doc.text, [...mapPath, perm]) === 'object') {
        const whole = setActionText({ doc, mapPath, perm }, 'deny');
        if (whole !== null) out.push({ kind: 'change-action', title: `Replace ${place} by "deny" (its pattern rules go)`, why: `${HIDE_WHY} A bare "deny" is one "*" rule, so the whole permission is denied and hidden.`, changes: change(whole), penalty: 0 });
      }
    }
  }
  return out;
}
