import { analyze } from '../../analyze.ts';
import { formatProbeList } from '../../report/probe-list.ts';
import { CliExit, loadScenarioFile, takeOption, UsageError, type CliCommand } from '../cli-support.ts';
import { HostError } from '../host.ts';
import { probesWithCurrentDecisions } from '../probe-report.ts';
import { takeScan } from '../scan-source.ts';

/** `export-tests <scenario.json> [--out file] [--format json|lines]`: the probe table with today's decisions as expectations, for `test`. */
export const exportTestsCommand: CliCommand = {
  usage: 'export-tests <scenario.json> [--out file] [--format json|lines]   probes with current decisions as expectations',
  run(args, host) {
    const out = takeOption(args, '--out');
    const format = takeOption(args, '--format') ?? 'json';
    if (format !== 'json' && format !== 'lines') throw new UsageError('--format must be json or lines');
    const scenario = takeScan(args, host) ?? loadScenarioFile(host, args[0]);
    const probes = probesWithCurrentDecisions(analyze(scenario));
    const text = format === 'lines' ? `${formatProbeList(probes)}\n` : `${JSON.stringify({ ...scenario, probes }, null, 2)}\n`;
    if (out === undefined) {
      host.print(text.trimEnd());
      return 0;
    }
    try {
      host.writeText(out, text);
    } catch (err) {
      throw new CliExit(`cannot write ${out}: ${err instanceof HostError ? err.code : String(err)}`);
    }
    host.print(`wrote ${out}: ${probes.length} probes with their current decisions as expectations`);
    return 0;
  },
};
