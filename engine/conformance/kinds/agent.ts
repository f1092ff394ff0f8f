import { summarizeAgentSet, type AgentQueries } from '../../agent/agent-summary.ts';
import { buildAgents } from '../../agent/build-agents.ts';
import { loadConfig } from '../../config/load.ts';
import { loaderInputFromVector } from '../../config/discover/loader-input.ts';
import { isPlatform } from '../../permission/platform.ts';
import type { VectorKind } from '../vector-kind.ts';

interface AgentInput {
  readonly home: string;
  readonly worktree: string;
  readonly cwd: string;
  readonly platform?: string;
  readonly skillDirs?: readonly string[];
  readonly queries?: AgentQueries;
}

/** `agent` vectors: loader plus agents → `{list, defaultAgent, defaultAgentError, agents, disabled, truncateGlob}`. */
export const agentKind: VectorKind = {
  run(raw: unknown) {
    const input = raw as AgentInput;
    const load = loadConfig(loaderInputFromVector(raw));
    if (!load.config) return { error: load.error };
    const set = buildAgents(load.config, {
      home: input.home,
      worktree: input.worktree,
      cwd: input.cwd,
      platform: isPlatform(input.platform) ? input.platform : 'linux',
      skillDirs: input.skillDirs ?? [],
    });
    return summarizeAgentSet(set, input.queries ?? {});
  },
};
