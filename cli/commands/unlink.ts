import { decodePermalink } from '../../engine/scenario/permalink.ts';
import { canonicalScenario } from '../../engine/scenario/permalink-json.ts';
import { printable } from '../../engine/report/printable.ts';
import { readInputFile, takeFlag, UsageError, type CliCommand } from '../cli-support.ts';

/** `unlink <url or hash>`: prints the scenario a permalink holds (`-` reads the link from stdin). */
export const unlinkCommand: CliCommand = {
  usage: 'unlink <url or hash | -> [--view]           the scenario JSON a link holds',
  run(args, host) {
    const withView = takeFlag(args, '--view');
    const arg = args[0];
    if (arg === undefined) throw new UsageError('missing <url or hash>');
    const reading = decodePermalink(arg === '-' ? readInputFile(host, '/dev/stdin') : arg);
    for (const d of reading.diagnostics) host.printError(`${d.severity} ${d.code}: ${printable(d.message)}`);
    if (reading.kind === 'error') return 1;
    const scenario = canonicalScenario(reading.scenario);
    host.print(JSON.stringify(withView ? { scenario, view: reading.view } : scenario, null, 2));
    return 0;
  },
};
