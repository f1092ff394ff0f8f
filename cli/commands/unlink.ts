import { canonicalScenario, decodePermalink, printable } from '../../engine/index.ts';
import { parseCommandArgs } from '../args.ts';
import { readInputFile, UsageError, type CliCommand } from '../cli-support.ts';
import { printMaybeKept, toOutputJson } from '../output-boundary.ts';

/** `unlink <url or hash>`: prints the scenario a permalink holds (`-` reads the link from stdin). */
export const unlinkCommand: CliCommand = {
  run(argv, host) {
    const args = parseCommandArgs('unlink', argv);
    const withView = args.flag('view');
    const keep = args.flag('keep-secrets');
    const arg = args.positionals[0];
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
