import type { Decision } from './evaluate.ts';
import type { Rule, RuleOrigin, SourceLocation } from './rule.ts';

/** `file:line:column` for a source location. */
export function formatLocation(location: SourceLocation): string {
  return `${location.file}:${location.line}:${location.column}`;
}

/** How a rule is written in config: `edit["*"]` for a pattern-map entry, `edit` for a bare action. */
export function ruleKeyLabel(origin: RuleOrigin | undefined, rule: Rule): string {
  if (origin && (origin.kind === 'config' || origin.kind === 'env-permission')) {
    const path = origin.keyPath;
    const permIndex = path.lastIndexOf('permission');
    const rest = permIndex >= 0 ? path.slice(permIndex + 1) : path;
    const prefix = permIndex > 1 && path[0] === 'agent' ? `agent.${path[1]}.` : '';
    if (rest.length >= 2) return `${prefix}${rest[0]}[${JSON.stringify(rest[1])}]`;
    if (rest.length === 1) return `${prefix}${rest[0]}`;
  }
  if (origin?.kind === 'legacy-tools') return `tools.${origin.tool}`;
  return `${rule.permission} ${JSON.stringify(rule.pattern)} ${rule.action}`;
}

/** Where a rule came from, in words: `in /home/user/project/agentforge.json:6:5`, `built-in default`, ... */
export function describeOrigin(origin: RuleOrigin | undefined): string {
  if (!origin) return 'from the given ruleset';
  switch (origin.kind) {
    case 'builtin-default':
      return 'built-in default rule of every agent';
    case 'builtin-agent':
      return `built-in rule of the ${origin.agent} agent`;
    case 'config':
      return origin.location ? `in ${formatLocation(origin.location)}` : `in config at ${origin.keyPath.join('.')}`;
    case 'legacy-tools':
      return origin.location ? `folded from legacy tools.${origin.tool} in ${formatLocation(origin.location)}` : `folded from legacy tools.${origin.tool}`;
    case 'env-permission':
      return 'from AGENTFORGE_PERMISSION';
    case 'truncation':
      return 'appended by the loader (tool output truncation dir)';
    case 'subagent-inherited':
      return `inherited from the parent session (agent ${origin.parent})`;
    case 'subagent-default':
      return `added for subagent sessions (${origin.reason})`;
    case 'request':
      return `from this request's tools.${origin.tool}`;
    case 'approval':
      return 'from an "always" approval';
    case 'given':
      return 'from the given ruleset';
  }
}

/** One line for a decision: `deny  <- edit["*"] in agentforge.json:6:5, last of 2 matching rules`. */
export function describeDecision(decision: Decision): string {
  if (decision.rule === null) return `no rule matched, so the default applies (ask)`;
  const rule = decision.rule;
  return `${ruleKeyLabel(rule.origin, rule)} ${describeOrigin(rule.origin)}, ${matchCountWords(decision.matches.length)}`;
}

/** How many rules matched, as a decision's trace says it: `the only matching rule`, `last of 3 matching rules`. */
export function matchCountWords(n: number): string {
  return n === 1 ? 'the only matching rule' : `last of ${n} matching rules`;
}
