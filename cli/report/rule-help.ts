/** A short name and help text for every finding's rule id (SARIF `rules[]`, the Markdown table); one table, with a fallback per family. */

/** A rule id's name and what to do about a finding. */
export interface RuleHelp {
  readonly name: string;
  readonly help: string;
}

const RULE_HELP: Readonly<Record<string, RuleHelp>> = {
  'rule/unreachable': { name: 'RuleNeverWins', help: 'A later rule matches every input this rule matches, and the last matching rule wins, so this rule never decides anything. Move it after the broader rule, or remove it.' },
  'rule/never-matches': { name: 'RuleNeverMatches', help: 'The tool compares a different string than the pattern names (for example a path relative to the worktree), so the pattern can never match. Write the pattern in the form the tool compares.' },
  'rule/glob-intuition': { name: 'GlobReadsDifferently', help: 'The reference\'s wildcard is not a glob: `*` also crosses `/`, and there are no braces or character classes. The finding names an input on which the two readings disagree; write the pattern so both agree.' },
  'shell/exact-only': { name: 'ShellPatternExactOnly', help: 'A bash pattern without a wildcard matches only that exact command, not the same command with arguments. Add ` *` to match it with any arguments.' },
  'shell/prefix-walkaround': { name: 'ShellPatternPrefix', help: 'A bash pattern that ends in a wildcard without a space also matches longer command names that start the same way. Put a space before the `*` to match only that command.' },
  'config/json-syntax': { name: 'JsonSyntax', help: 'The file is not valid JSONC; the reference refuses to load the whole config. Fix the syntax at the position shown.' },
  'config/duplicate-key': { name: 'DuplicateKey', help: 'The same key appears twice in one object; the last one wins and the first is silently ignored. Keep one.' },
  'config/unknown-permission': { name: 'UnknownPermission', help: 'A permission key no built-in tool asks for: a misspelling never matches anything. Use one of the known permission names (the message suggests the closest).' },
  'config/load-aborted': { name: 'LoadAborted', help: 'The reference refuses to load this config at all; the cause is the other error reported with it.' },
  'config/bad-file-reference': { name: 'BadFileReference', help: 'A `{file:...}` substitution names a file that cannot be read; the reference fails the load. Fix the path.' },
  'config/prototype-key': { name: 'PrototypeKey', help: 'A key such as `__proto__` is ignored by the playground and can behave surprisingly in the reference; rename it.' },
  'config/too-deep': { name: 'NestingTooDeep', help: 'The value nests deeper than any config needs; it is not read.' },
};

const FAMILY_HELP: Readonly<Record<string, RuleHelp>> = {
  'config/invalid': { name: 'SchemaInvalid', help: 'The value does not have the shape the reference\'s config schema requires; the reference refuses the whole config. Fix the value at the position shown.' },
  'config/frontmatter': { name: 'AgentFrontmatter', help: 'An agent\'s Markdown frontmatter is read as the reference reads it (gray-matter over js-yaml); this file is skipped or read differently than it looks.' },
  'config/env-permission': { name: 'EnvPermission', help: 'AGENTFORGE_PERMISSION is not read as the permission JSON it seems to be. Give it a JSON object of permission rules.' },
};

/** The name and help for a rule id (a finding's code). */
export function ruleHelpOf(ruleId: string): RuleHelp {
  const exact = RULE_HELP[ruleId];
  if (exact) return exact;
  const family = Object.keys(FAMILY_HELP).find((prefix) => ruleId.startsWith(prefix));
  if (family) return FAMILY_HELP[family]!;
  const name = ruleId.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase());
  return { name: name.charAt(0).toUpperCase() + name.slice(1), help: 'A problem the playground finds in how the reference reads this config; the message says what and where.' };
}
