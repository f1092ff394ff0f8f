/**
 * The example the playground opens first, in a module of its own: the first paint needs it, and not the other
 * examples (the Examples menu loads those after it).
 */
import { EXAMPLE_PROJECT, scenario, type Example } from './example.ts';

const PROJECT = EXAMPLE_PROJECT;

/** The design note's pattern-level rules: the playground's first scenario. */
export const DEFAULT_EXAMPLE: Example = {
  id: 'pattern-level-rules',
  group: 'design',
  lesson: 'The design note promises that reports/** stays open and git status is auto-allowed, but "*" comes last in each map and the last match wins: every edit is denied and every bash command asks.',
  scenario: scenario(
    'Pattern-level rules (the design note example)',
    [
      {
        path: `${PROJECT}/agentforge.json`,
        text: [
          '{',
          '  "permission": {',
          '    // reads always allowed',
          '    "read": "allow",',
          '    // writes denied by default, only this project\u2019s reports directory is open',
          '    "edit": { "reports/**": "allow", "*": "deny" },',
          '    // shell auto-allows read-only commands, asks for everything else',
          '    "bash": { "git status": "allow", "git diff *": "allow", "*": "ask" },',
          '    // no subtasks',
          '    "task": "deny"',
          '  }',
          '}',
          '',
        ].join('\n'),
      },
    ],
    {
      probes: [
        { permission: 'edit', input: 'reports/a.md', expect: 'deny' },
        { permission: 'edit', input: 'src/app.ts', expect: 'deny' },
        { permission: 'bash', input: 'git status', expect: 'ask' },
        { permission: 'bash', input: 'git diff HEAD', expect: 'ask' },
        { permission: 'read', input: 'src/app.ts', expect: 'allow' },
        { permission: 'task', input: 'general', expect: 'deny' },
      ],
    },
  ),
};
