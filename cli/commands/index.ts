import type { CliCommand } from '../cli-support.ts';
import { checkCommand } from './check.ts';
import { conformanceCommand } from './conformance.ts';
import { explainCommand } from './explain.ts';
import { fixCommand } from './fix.ts';
import { exportTestsCommand } from './export-tests.ts';
import { linkCommand } from './link.ts';
import { lintCommand } from './lint.ts';
import { scanCommand } from './scan.ts';
import { testCommand } from './test.ts';
import { unlinkCommand } from './unlink.ts';

/** Every CLI command by name (one line per command; add new ones here). */
export const COMMANDS: Readonly<Record<string, CliCommand>> = {
  conformance: conformanceCommand,
  explain: explainCommand,
  check: checkCommand,
  link: linkCommand, unlink: unlinkCommand,
  test: testCommand,
  lint: lintCommand,
  fix: fixCommand,
  'export-tests': exportTestsCommand,
  scan: scanCommand,
};
