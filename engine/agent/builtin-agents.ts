import type { AgentPaths } from './agent-paths.ts';
import type { AgentMode } from './agent.ts';

/** A permission object in config shape; turned into rules by `fromConfig`, so key order is rule order. */
export type PermissionTable = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

/** One built-in agent: its mode, flags and the rules it adds after the shared defaults. */
export interface BuiltinAgent {
  readonly name: string;
  readonly mode: AgentMode;
  readonly hidden?: true;
  readonly temperature?: number;
  readonly rules: (paths: AgentPaths) => PermissionTable;
}

function allowAll(patterns: readonly string[]): Record<string, string> {
  return Object.fromEntries(patterns.map((p) => [p, 'allow']));
}

/** The rules every agent starts with (§10.1), in order. */
export function defaultPermission(paths: AgentPaths): PermissionTable {
  return {
    '*': 'allow',
    doom_loop: 'ask',
    external_directory: { '*': 'ask', ...allowAll(paths.whitelist) },
    question: 'deny',
    plan_enter: 'deny',
    plan_exit: 'deny',
    read: { '*': 'allow', '*.env': 'ask', '*.env.*': 'ask', '*.env.example': 'allow' },
  };
}

const denyAll = (): PermissionTable => ({ '*': 'deny' });

/** The built-in agents in the reference's insertion order (§10.2). */
export const BUILTIN_AGENTS: readonly BuiltinAgent[] = [
  { name: 'build', mode: 'primary', rules: () => ({ question: 'allow', plan_enter: 'allow' }) },
  {
    name: 'plan',
    mode: 'primary',
    rules: (paths) => ({
      question: 'allow',
      plan_exit: 'allow',
      task: { general: 'deny' },
      external_directory: allowAll([paths.plansGlob]),
      edit: { '*': 'deny', '.agentforge/plans/*.md': 'allow', ...allowAll([paths.plansEditGlob]) },
    }),
  },
  { name: 'general', mode: 'subagent', rules: () => ({ todowrite: 'deny' }) },
  {
    name: 'explore',
    mode: 'subagent',
    rules: (paths) => ({
      '*': 'deny',
      grep: 'allow',
      glob: 'allow',
      list: 'allow',
      bash: 'allow',
      webfetch: 'allow',
      websearch: 'allow',
      read: 'allow',
      external_directory: { '*': 'ask', ...allowAll(paths.whitelist) },
    }),
  },
  { name: 'compaction', mode: 'primary', hidden: true, rules: denyAll },
  { name: 'title', mode: 'primary', hidden: true, temperature: 0.5, rules: denyAll },
  { name: 'summary', mode: 'primary', hidden: true, rules: denyAll },
];
