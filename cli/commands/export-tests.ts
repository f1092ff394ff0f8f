import { analyze, formatProbeList, printable, redactOutputText, redactScenario, resolvePath, withholdHostFiles, type Scenario } from '../../engine/index.ts';
import { parseCommandArgs } from '../args.ts';
import { CliExit, loadScenarioFile, UsageError, type CliCommand } from '../cli-support.ts';
import { HostError, type CliHost } from '../host.ts';
import { toOutputJson } from '../output-boundary.ts';
import { probesWithCurrentDecisions } from '../probe-report.ts';
import { takeScan } from '../scan-source.ts';

/** `export-tests <scenario.json> [--out file] [--format json|lines] [--force]`: the probe table with today's decisions as expectations, for `test`. */
export const exportTestsCommand: CliCommand = {
  run(argv, callerHost) {
    const args = parseCommandArgs('export-tests', argv);
    const out = args.option('out');
    const format = args.option('format') ?? 'json';
    const isForced = args.flag('force');
    if (format !== 'json' && format !== 'lines') throw new UsageError('--format must be json or lines');
    const scanned = takeScan(args, callerHost);
    const host = scanned?.host ?? callerHost;
    if (out !== undefined && !scanned && args.positionals[0] !== undefined && !isForced && isSameFile(host, out, args.positionals[0])) {
      throw new CliExit(`--out ${printable(out)} is the input scenario: its own expectations would be overwritten; pass --force to do it`);
    }
    const source = scanned?.scenario ?? loadScenarioFile(host, args.positionals[0]);
    const probes = probesWithCurrentDecisions(analyze(source));
    // What is written is shared: credentials are redacted and host files withheld, as `scan --out` and `link` do.
    const scenario = sharedScenario(source, host);
    const text = format === 'lines' ? `${redactOutputText(formatProbeList(probes))}\n` : `${toOutputJson({ ...scenario, probes }, null, 2)}\n`;
    if (out === undefined) {
      host.print(text.trimEnd());
      return 0;
    }
    try {
      host.writeText(out, text);
    } catch (err) {
      throw new CliExit(`cannot write ${printable(out)}: ${err instanceof HostError ? err.code : String(err)}`);
    }
    host.print(`wrote ${printable(out)}: ${probes.length} probes with their current decisions as expectations`);
    return 0;
  },
};

function isSameFile(host: CliHost, a: string, b: string): boolean {
  const real = (p: string) => host.realPath?.(resolvePath(host.cwd, p)) ?? resolvePath(host.cwd, p);
  return real(a) === real(b);
}

/** The scenario with its credentials replaced and its host files withheld; what was replaced is said on stderr (stdout may be the JSON itself). */
function sharedScenario(scenario: Scenario, host: CliHost): Scenario {
  const redacted = redactScenario(withholdHostFiles(scenario));
  for (const u of redacted.unchecked ?? []) host.printError(`could not be fully checked: ${printable(u.file)}: ${u.reason}`);
  if (redacted.redactions.length) host.printError(`redacted ${redacted.redactions.length} credential-like value(s): ${[...new Set(redacted.redactions.map((r) => printable(r.file)))].join(', ')}`);
  return redacted.scenario;
}
