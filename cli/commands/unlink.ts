import { decodePermalink } from '../../engine/scenario/permalink.ts';
import { canonicalScenario } from '../../engine/scenario/permalink-json.ts';
import { printable } from '../../engine/report/printable.ts';
import { printMaybeKept, toOutputJson } from '../output-boundary.ts';
import { readInputFile, takeFlag, UsageError, type CliCommand } from '../cli-support.ts';

/** `unlink <url or hash>`: prints the scenario a permalink holds (`-` reads the link from stdin). */
export const unlinkCommand: CliCommand = {
  usage: 'unlink <url or hash | -> [--view] [--keep-secrets]           the scenario JSON a link holds',
  run(args, host) {
    const withView = takeFlag(args, '--view');
    const keep = takeFlag(args, '--keep-secrets');
    const arg = args[0];
    if (arg === undefined) throw new UsageError('missing <url or hash>');
    const reading = decodePermalink(arg === '-' ? readInputFile(host, '/dev/stdin') : arg);
    for (const d of reading.diagnostics) host.printError(`${d.severity} ${d.code}: ${printable(d.message)}`);
    if (reading.kind === 'error') return 1;
    const scenario = canonicalScenario(reading.scenario);
    const value = withView ? { scenario, view: reading.view } : scenario;
    printMaybeKept(host, keep ? JSON.stringify(value, null, 2) : toOutputJson(value, null, 2), keep);
    return 0;
  },
};
