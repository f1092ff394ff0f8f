import type { FixProposal, Scenario, ScenarioFile } from '../../engine/index.ts';

/** What an applied fix replaced: each touched file's and env variable's text before (null: it did not exist), to put back byte for byte. */
export interface FixRestore {
  readonly files: ReadonlyArray<{ readonly path: string; readonly text: string | null }>;
  readonly env: ReadonlyArray<{ readonly name: string; readonly value: string | null }>;
}

function touched(proposal: FixProposal): { paths: string[]; envs: string[] } {
  const paths = new Set<string>();
  const envs = new Set<string>();
  for (const x of [...proposal.files, ...proposal.edits]) {
    if (x.path !== undefined) paths.add(x.path);
    else if (x.env !== undefined) envs.add(x.env);
  }
  return { paths: [...paths], envs: [...envs] };
}

/** The texts a proposal would replace, as they are in `scenario` now. */
export function toFixRestore(scenario: Scenario, proposal: FixProposal): FixRestore {
  const { paths, envs } = touched(proposal);
  return {
    files: paths.map((path) => ({ path, text: scenario.files.find((f) => f.path === path)?.text ?? null })),
    env: envs.map((name) => ({ name, value: Object.hasOwn(scenario.env, name) ? scenario.env[name]! : null })),
  };
}

/** Whether the proposal was made for these texts (each file's `before` is what the scenario holds now). */
export function isProposalCurrent(scenario: Scenario, proposal: FixProposal): boolean {
  return proposal.files.every((f) => {
    if (f.path !== undefined) return (scenario.files.find((x) => x.path === f.path)?.text ?? '') === f.before;
    if (f.env !== undefined) return (Object.hasOwn(scenario.env, f.env) ? scenario.env[f.env] : '') === f.before;
    return true;
  });
}

/** The scenario with the fixed scenario's files and env taken over (probes, agent and view settings stay as they are). */
export function withFixedTexts(scenario: Scenario, fixed: Scenario): Scenario {
  return { ...scenario, files: fixed.files, env: fixed.env };
}

/** The scenario with the touched files and env variables put back as they were: same text, absent again when they were absent. */
export function withRestoredTexts(scenario: Scenario, restore: FixRestore): Scenario {
  let files: ScenarioFile[] = [...scenario.files];
  for (const { path, text } of restore.files) {
    if (text === null) files = files.filter((f) => f.path !== path);
    else if (files.some((f) => f.path === path)) files = files.map((f) => (f.path === path ? { path, text } : f));
    else files.push({ path, text });
  }
  // A Map, not an object: a variable named __proto__ must stay a variable.
  const env = new Map(Object.entries(scenario.env));
  for (const { name, value } of restore.env) {
    if (value === null) env.delete(name);
    else env.set(name, value);
  }
  return { ...scenario, files, env: Object.fromEntries(env) };
}
