import type { CommandName } from '../args.ts';
import type { CliCommand } from '../cli-support.ts';

/**
 * Every CLI command by name, each imported when it runs (one line per command; add new ones here): a start-up
 * compiles only the command it runs, which keeps `check` fast.
 */
export const COMMANDS: Readonly<Record<CommandName, () => Promise<CliCommand>>> = {
  conformance: async () => (await import('./conformance.ts')).conformanceCommand,
  explain: async () => (await import('./explain.ts')).explainCommand,
  check: async () => (await import('./check.ts')).checkCommand,
  link: async () => (await import('./link.ts')).linkCommand,
  unlink: async () => (await import('./unlink.ts')).unlinkCommand,
  test: async () => (await import('./test.ts')).testCommand,
  lint: async () => (await import('./lint.ts')).lintCommand,
  fix: async () => (await import('./fix.ts')).fixCommand,
  'export-tests': async () => (await import('./export-tests.ts')).exportTestsCommand,
  scan: async () => (await import('./scan.ts')).scanCommand,
};
