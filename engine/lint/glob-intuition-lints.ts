import type { Severity } from '../diagnostic.ts';
import { findGlobIntuition, GLOB_INTUITION_LIMITS, type GlobIntuition, type GlobIntuitionReason } from './glob-intuition.ts';
import type { Platform } from '../permission/platform.ts';
import type { Rule } from '../permission/rule.ts';
import { compilePattern } from '../permission/wildcard.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { dirnamePath, joinPath, relativePath } from '../shell/posix-path.ts';
import { BoundedMemo } from '../memo/bounded-memo.ts';

/** Permissions asked with a path (semantics §11): read and edit with a worktree-relative path, external_directory with `<dir>/*`. */
export type PathPermission = 'read' | 'edit' | 'external_directory';

/** The path permissions, the only ones whose patterns are compared with a glob (bash, glob, grep and the rest are not paths). */
export const PATH_PERMISSIONS: readonly PathPermission[] = ['read', 'edit', 'external_directory'];

/** The inputs at hand for each path permission: probe inputs, then inputs derived from the scenario's files. */
export type GlobInputs = Readonly<Record<PathPermission, readonly string[]>>;

/** At most this many inputs per permission are tried against each pattern, so the lint stays linear in the rules. */
const MAX_INPUTS = 24;

/** Why the two readings differ, in the user's words; empty when only the user's input shows it. */
const WHY: Readonly<Record<GlobIntuitionReason, (pattern: string) => string>> = {
  'star-crosses-slash': () => "`*` crosses `/` here, while a glob's `*` stops at `/`",
  'globstar-is-two-stars': (p) => `\`**\` is just two stars here: ${JSON.stringify(p)} means the same as ${JSON.stringify(p.replace(/\*+/g, '*'))}, and the \`/\` beside it is always required`,
  'question-crosses-slash': () => '`?` matches any one character here, `/` included',
  'glob-syntax-is-literal': () => 'braces, brackets, parentheses and a leading `!` are plain text here, not glob syntax',
  'backslash-is-slash': () => '`\\` is read as `/` here, not as an escape',
  'relative-prefix': () => 'a leading `./` is plain text here, and paths are asked without it',
  other: () => '',
};

function addInput(list: string[], seen: Set<string>, input: string): void {
  if (list.length >= MAX_INPUTS || input.length > GLOB_INTUITION_LIMITS.inputLength || seen.has(input)) return;
  seen.add(input);
  list.push(input);
}

/** The inputs at hand in a scenario (its probes and its files as each path permission would ask for them), plus extra ones such as the tester's. */
export function collectGlobInputs(scenario: Pick<Scenario, 'probes' | 'files' | 'worktree'>, extra: readonly { permission: string; input: string }[] = []): GlobInputs {
  const out = { read: [] as string[], edit: [] as string[], external_directory: [] as string[] };
  const seen = { read: new Set<string>(), edit: new Set<string>(), external_directory: new Set<string>() };
  for (const probe of [...extra, ...scenario.probes]) {
    const permission = PATH_PERMISSIONS.find((p) => p === probe.permission);
    if (permission) addInput(out[permission], seen[permission], probe.input);
  }
  for (const file of scenario.files.slice(0, MAX_INPUTS)) {
    const relative = relativePath(scenario.worktree, file.path);
    addInput(out.read, seen.read, relative);
    addInput(out.edit, seen.edit, relative);
    addInput(out.external_directory, seen.external_directory, joinPath(dirnamePath(file.path), '*'));
  }
  return out;
}

/** What a glob-intuition lint says about a rule, without the rule's label: the witness, the direction and why. */
export function describeGlobIntuition(found: GlobIntuition): string {
  const witness = JSON.stringify(found.witness);
  const head = found.referenceMatches ? `matches ${witness} here, which a glob would not` : `does not match ${witness} here, which a glob would`;
  const why = WHY[found.reason](found.pattern);
  return why ? `${head}: ${why}.` : `${head}.`;
}

/** Warning when the difference lets more through than a glob would (an allow matching more, an ask or deny matching less); info otherwise. */
export function severityOf(found: GlobIntuition, action: Rule['action']): Severity {
  return found.referenceMatches === (action === 'allow') ? 'warning' : 'info';
}

/** Findings by inputs (platform and the inputs at hand), then by (path permissions, pattern): kept across analyses, so a keystroke recomputes only new patterns. */
const findingsByInputs = new BoundedMemo<BoundedMemo<GlobIntuition | null>>(8);
/** The path permissions a permission glob covers, by platform and glob. */
const pathPermissionsOf = new BoundedMemo<readonly PathPermission[]>(4096);

/** Finds glob intuitions for many rules, each distinct (pattern, path permissions) compared once (and once across analyses with the same inputs). */
export class GlobIntuitionFinder {
  private readonly byKey: BoundedMemo<GlobIntuition | null>;

  constructor(
    private readonly inputs: GlobInputs,
    private readonly platform: Platform,
  ) {
    const signature = JSON.stringify([platform, PATH_PERMISSIONS.map((p) => inputs[p])]);
    this.byKey = findingsByInputs.get(signature, () => new BoundedMemo(1 << 16));
  }

  /** The difference for a rule, or null (not a path permission, or the two readings agree on every input tried). */
  find(rule: Rule): GlobIntuition | null {
    const permissions = pathPermissionsOf.get(`${this.platform}\u0000${rule.permission}`, () => PATH_PERMISSIONS.filter((p) => compilePattern(rule.permission, this.platform).match(p)));
    if (permissions.length === 0) return null;
    return this.byKey.get(`${permissions.join(',')}\u0000${rule.pattern}`, () => findGlobIntuition(rule.pattern, permissions.flatMap((p) => this.inputs[p]), this.platform));
  }
}
