import { scenario, type Example } from './example.ts';

const PROJECT = '/home/user/project';
const GLOBAL = '/home/user/.config/agentforge/agentforge.jsonc';
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The traps of semantics §14 that users of the reference fall into, each shown by probes with the reference's answers. */
export const PITFALL_EXAMPLES: readonly Example[] = [
  {
    id: 'star-crosses-slash',
    group: 'pitfall',
    lesson: '`*` is not a glob star: it matches any sequence, `/` included, so `src/*` covers every depth. `**` is just two stars and `**/` needs a real slash, so `**/*.pem` misses a `.pem` file at the top.',
    scenario: scenario('Pitfall: * crosses /, and **/ needs a slash', [{ path: `${PROJECT}/agentforge.json`, text: json({ permission: { edit: { '*': 'ask', 'src/*': 'allow' }, read: { '**/*.pem': 'deny' } } }) }], {
      probes: [
        { permission: 'edit', input: 'src/deep/nested/file.ts', expect: 'allow' },
        { permission: 'edit', input: 'docs/readme.md', expect: 'ask' },
        { permission: 'read', input: 'keys/server.pem', expect: 'deny' },
        { permission: 'read', input: 'server.pem', expect: 'allow' },
      ],
    }),
  },
  {
    id: 'trailing-space-star',
    group: 'pitfall',
    lesson: 'Only a trailing " *" is special: `ls *` matches `ls` and `ls -la` but not `lstmeval`; `rm*` (no space) also matches `rmdir` and `rmate`. Commands here are each command the shell tool asks about.',
    scenario: scenario('Pitfall: a trailing " *" makes the arguments optional', [{ path: `${PROJECT}/agentforge.json`, text: json({ permission: { bash: { '*': 'ask', 'ls *': 'allow', 'rm*': 'deny' } } }) }], {
      probes: [
        { permission: 'bash', input: 'ls', expect: 'allow' },
        { permission: 'bash', input: 'ls -la', expect: 'allow' },
        { permission: 'bash', input: 'lstmeval', expect: 'ask' },
        { permission: 'bash', input: 'rmdir build', expect: 'deny' },
      ],
    }),
  },
  {
    id: 'last-match-wins',
    group: 'pitfall',
    lesson: 'There is no specificity: the last matching rule wins. Written after `git *`, the catch-all `*` deny also denies `git status`; and since the last bash rule is a `*` deny, bash is hidden from the model.',
    scenario: scenario('Pitfall: a catch-all written last beats everything before it', [{ path: `${PROJECT}/agentforge.json`, text: json({ permission: { bash: { 'git *': 'allow', '*': 'deny' } } }) }], {
      probes: [
        { permission: 'bash', input: 'git status', expect: 'deny' },
        { permission: 'bash', input: 'npm test', expect: 'deny' },
      ],
    }),
  },
  {
    id: 'env-files-ask',
    group: 'pitfall',
    lesson: 'The docs say `.env` reads are denied by default; the code asks (`read *.env ask`, `read *.env.* ask`, `read *.env.example allow` are built-in rules). Because `*` crosses `/`, they apply at any depth.',
    scenario: scenario('Pitfall: .env reads ask, they are not denied', [], {
      probes: [
        { permission: 'read', input: '.env', expect: 'ask' },
        { permission: 'read', input: 'config/.env.local', expect: 'ask' },
        { permission: 'read', input: '.env.example', expect: 'allow' },
        { permission: 'read', input: 'src/index.ts', expect: 'allow' },
      ],
    }),
  },
  {
    id: 'integer-like-keys',
    group: 'pitfall',
    lesson: 'Keys that look like array indices ("404", "2024") are enumerated first, wherever they are written (JavaScript object order). The `"2024": "allow"` written last becomes the first rule, so the `*` deny after it wins.',
    scenario: scenario('Pitfall: integer-like keys jump to the front', [{ path: `${PROJECT}/agentforge.json`, text: json({ permission: { read: { '*': 'deny', '2024': 'allow' } } }) }], {
      probes: [{ permission: 'read', input: '2024', expect: 'deny' }],
    }),
  },
  {
    id: 'later-layer-keeps-position',
    group: 'pitfall',
    lesson: 'A later layer that redefines a key keeps the key where the first layer put it. The project writes `"*": "allow"` last, but `*` stays first (the global file declared it first), so the project\'s own `bash` deny, and the global bash rule it replaces, still come after it.',
    scenario: scenario(
      'Pitfall: a later layer cannot move "*" to the end',
      [
        { path: GLOBAL, text: json({ permission: { '*': 'ask', bash: 'allow' } }) },
        { path: `${PROJECT}/agentforge.json`, text: json({ permission: { bash: 'deny', '*': 'allow' } }) },
      ],
      { probes: [{ permission: 'bash', input: 'ls', expect: 'deny' }, { permission: 'webfetch', input: 'https://example.com', expect: 'allow' }] },
    ),
  },
  {
    id: 'legacy-tools-first',
    group: 'pitfall',
    lesson: 'Legacy `tools` booleans fold into `permission`, and the folded keys are placed BEFORE the explicit ones. `tools.bash: true` becomes `bash allow` ahead of `"*": "deny"`, so bash stays denied and hidden.',
    scenario: scenario('Pitfall: tools.bash=true next to permission "*": "deny"', [{ path: `${PROJECT}/agentforge.json`, text: json({ tools: { bash: true }, permission: { '*': 'deny' } }) }], {
      probes: [{ permission: 'bash', input: 'git status', expect: 'deny' }],
    }),
  },
  {
    id: 'nested-agentforge-dirs',
    group: 'pitfall',
    lesson: 'Nested `agentforge.json` files: the inner one wins. Nested `.agentforge/` directories: the OUTER one wins, because they are loaded innermost first. Here the package-level `.agentforge` allows bash and the project-level one denies it: deny wins.',
    scenario: scenario(
      'Pitfall: the outer .agentforge directory beats the inner one',
      [
        { path: `${PROJECT}/.agentforge/agentforge.json`, text: json({ permission: { bash: 'deny' } }) },
        { path: `${PROJECT}/packages/app/.agentforge/agentforge.json`, text: json({ permission: { bash: 'allow', edit: 'ask' } }) },
      ],
      { cwd: `${PROJECT}/packages/app`, probes: [{ permission: 'bash', input: 'npm test', expect: 'deny' }, { permission: 'edit', input: 'src/app.ts', expect: 'ask' }] },
    ),
  },
  {
    id: 'relative-paths',
    group: 'pitfall',
    lesson: 'read and edit are asked with paths RELATIVE to the worktree, so an absolute pattern never matches them; `external_directory` is asked with absolute `dir/*` patterns.',
    scenario: scenario('Pitfall: absolute edit patterns never match', [{ path: `${PROJECT}/agentforge.json`, text: json({ permission: { edit: { '/home/user/project/secrets/*': 'deny' }, external_directory: { '/home/user/other/*': 'deny' } } }) }], {
      probes: [
        { permission: 'edit', input: 'secrets/key.pem', expect: 'allow' },
        { permission: 'external_directory', input: '/home/user/other/*', expect: 'deny' },
      ],
    }),
  },
  {
    id: 'request-overrides-agent-deny',
    group: 'pitfall',
    lesson: 'Per-request `tools` become session rules after the agent\'s rules. `{bash: true}` adds `bash * allow` last, which overrides the config\'s `rm *` deny at execute time for this session and later prompts.',
    scenario: scenario('Pitfall: a request with tools {bash: true} overrides a config deny', [{ path: `${PROJECT}/agentforge.json`, text: json({ permission: { bash: { '*': 'ask', 'rm *': 'deny' } } }) }], {
      request: { tools: { bash: true } },
      probes: [{ permission: 'bash', input: 'rm -rf build', expect: 'allow' }],
    }),
  },
  {
    id: 'env-value-breaks-json',
    group: 'pitfall',
    lesson: '`{env:NAME}` is replaced in the raw text before parsing and is not JSON-escaped: a value with a quote breaks the file, and an error in ANY layer (even the global one) stops the whole load.',
    scenario: scenario('Pitfall: a quote in an {env:} value breaks the config', [{ path: GLOBAL, text: '{\n  "model": "{env:MODEL}"\n}\n' }, { path: `${PROJECT}/agentforge.json`, text: json({ permission: { bash: 'ask' } }) }], {
      env: { MODEL: 'anthropic/"claude"' },
    }),
  },
];
