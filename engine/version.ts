/** This engine's version: the playground's package version (package.json; version.test.ts keeps them equal). */
export const ENGINE_VERSION = '0.1.0';

/** The reference this engine reproduces: agentforge (opencode) at one upstream commit (reference/semantics.md §0.1). */
export const REFERENCE = {
  name: 'agentforge (opencode)',
  version: '1.18.3',
  commit: '3238daa851409746e15c00824eaa95550544061c',
} as const;
