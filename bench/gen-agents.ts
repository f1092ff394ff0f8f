/** A scenario with many global rules and many agents: what makes memory grow with rules × agents when agents copy the rules. */
import { CONFIG_SCHEMA_URL, type Scenario } from '../engine/index.ts';
import { createPrng } from './prng.ts';
import { shellPattern } from './gen-rules.ts';

const HOME = '/home/user';
const PROJECT = `${HOME}/project`;
const ACTIONS = ['allow', 'ask', 'deny'] as const;

/** `rules` distinct bash rules in the project's `permission`, and `agents` config agents with two rules of their own each. */
export function generateAgentsScenario(rules: number, agents: number, seed = 11): Scenario {
  const rng = createPrng(seed);
  const bash: Record<string, string> = { '*': 'ask' };
  for (let i = 1; i < rules; i++) bash[`${shellPattern(rng)} --r${i}`] = rng.pick(ACTIONS);
  const agent: Record<string, unknown> = {};
  for (let i = 0; i < agents; i++) agent[`agent-${i}`] = { description: `agent ${i}`, mode: 'subagent', permission: { edit: rng.pick(ACTIONS), bash: { [`make target-${i} *`]: 'allow' } } };
  const text = JSON.stringify({ $schema: CONFIG_SCHEMA_URL, permission: { bash }, agent });
  return { version: 1, title: `generated: ${rules} rules, ${agents} agents`, files: [{ path: `${PROJECT}/agentforge.json`, text }], env: {}, cwd: PROJECT, worktree: PROJECT, home: HOME, platform: 'linux', agent: 'build', probes: [], tools: ['bash', 'edit', 'read'] } as Scenario;
}
