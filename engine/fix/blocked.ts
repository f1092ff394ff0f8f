/** When no edit in the user's own layers reaches the target: which layer blocks it, and why. */
import type { FixContext } from './fix-context.ts';
import { coversPermission, matchesTarget } from './fix-context.ts';
import type { FixResult } from './fix-types.ts';

type Blocked = Extract<FixResult, { kind: 'blocked' }>;

function whyLayerWins(layer: string): string {
  if (layer === 'managed policy') return 'managed policy is merged after every layer you own, so it wins whatever you write';
  if (layer === 'AGENTFORGE_CONFIG_CONTENT') return 'AGENTFORGE_CONFIG_CONTENT is merged after every config file you own';
  if (layer.startsWith("this request's")) return "the request's tools become session rules, applied after every config rule";
  return `${layer} is not a file you own`;
}

/** The layer that keeps the target from its wanted outcome, when it is not the user's; null when none is to blame. */
export function findBlockingLayer(ctx: FixContext): Blocked | null {
  const hiding = ctx.target.want === 'hidden';
  // The last rule that decides today (for hidden: the last rule for the permission) and is not the user's.
  const relevant = ctx.rules.filter((r) => (hiding ? coversPermission(ctx, r) : matchesTarget(ctx, r)));
  for (let i = relevant.length - 1; i >= 0; i--) {
    const rule = relevant[i]!;
    const isWanted = hiding ? rule.pattern === '*' && rule.action === 'deny' : rule.action === ctx.action;
    const foreign = ctx.owner.foreignLayerOf(rule);
    if (!foreign) {
      if (ctx.owner.siteOf(rule)) return null;
      continue;
    }
    if (isWanted) return null;
    const what = `${rule.permission} ${JSON.stringify(rule.pattern)} ${rule.action}`;
    return { kind: 'blocked', layer: foreign.layer, ...(foreign.path !== undefined ? { path: foreign.path } : {}), reason: `${what} comes from ${foreign.layer}${foreign.path ? ` (${foreign.path})` : ''}; ${whyLayerWins(foreign.layer)}, and no edit in your own files gets ${ctx.target.permission} ${JSON.stringify(ctx.target.input)} to ${ctx.target.want}.` };
  }
  return null;
}
