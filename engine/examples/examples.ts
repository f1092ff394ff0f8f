import { CONFIG_SCHEMA_URL } from '../config/discover/layer.ts';
import { EXAMPLE_HOME, EXAMPLE_PROJECT, scenario, type Example } from './example.ts';
import { PITFALL_EXAMPLES } from './pitfalls.ts';
import { DEFAULT_EXAMPLE } from './default-example.ts';

export type { Example } from './example.ts';

const PROJECT = EXAMPLE_PROJECT;
const GLOBAL = `${EXAMPLE_HOME}/.config/agentforge/agentforge.jsonc`;

/** The design note's examples, as scenarios the playground opens. */
export const DESIGN_EXAMPLES: readonly Example[] = [
  {
    id: 'project-denies-global-allow',
    group: 'design',
    lesson: 'The project file loads after the global one, so its bash deny replaces the global allow; bash is then hidden from the model.',
    scenario: scenario(
      'Project denies what the global config allows',
      [
        { path: GLOBAL, text: '{\n  // everything in bash is fine for me, everywhere\n  "permission": {\n    "bash": "allow"\n  }\n}\n' },
        { path: `${PROJECT}/agentforge.json`, text: `{\n  "$schema": "${CONFIG_SCHEMA_URL}",\n  "permission": {\n    "bash": "deny"\n  }\n}\n` },
      ],
      { probes: [{ permission: 'bash', input: 'git status', expect: 'deny' }, { permission: 'read', input: 'src/index.ts', expect: 'allow' }] },
    ),
  },
  {
    id: 'tools-true-permission-ask',
    group: 'design',
    lesson: 'Legacy tools.bash=true folds into permission.bash=allow, but the explicit permission.bash=ask wins: bash stays visible and every command asks.',
    scenario: scenario(
      'tools.bash=true with permission.bash=ask',
      [{ path: `${PROJECT}/agentforge.json`, text: '{\n  "tools": {\n    "bash": true\n  },\n  "permission": {\n    "bash": "ask"\n  }\n}\n' }],
      { probes: [{ permission: 'bash', input: 'npm test', expect: 'ask' }] },
    ),
  },
  DEFAULT_EXAMPLE,
  {
    id: 'request-narrows-bash',
    group: 'design',
    lesson: 'A request with tools {bash:false} adds a session rule bash * deny after the agent rules: the model sees no shell this turn, though the config allows it.',
    scenario: scenario(
      'A request with tools: {bash: false}',
      [{ path: `${PROJECT}/agentforge.json`, text: '{\n  "permission": {\n    "bash": { "*": "allow", "rm *": "deny" }\n  }\n}\n' }],
      { request: { tools: { bash: false } }, probes: [{ permission: 'bash', input: 'git status', expect: 'deny' }, { permission: 'edit', input: 'src/app.ts', expect: 'allow' }] },
    ),
  },
];

/** Every built-in example: the design note's, then the pitfalls of semantics §14. */
export const EXAMPLES: readonly Example[] = [...DESIGN_EXAMPLES, ...PITFALL_EXAMPLES];


/** Finds an example by id. */
export function findExample(id: string): Example | undefined {
  return EXAMPLES.find((e) => e.id === id);
}
