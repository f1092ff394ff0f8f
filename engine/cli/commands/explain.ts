import { analyze } from '../../analyze.ts';
import { explainJson, explainText } from '../../analysis/explain-report.ts';
import { loadScenarioFile, takeFlag, type CliCommand } from '../cli-support.ts';
import { takeScan } from '../scan-source.ts';

/** `explain <scenario.json> [--json]`: layers, diagnostics, the agent's rules, tools, probes, lints. */
export const explainCommand: CliCommand = {
  usage: 'explain <scenario.json>|--scan [dir] [--json]      layers, diagnostics, rules, tools, probes',
  run(args, host) {
    const asJson = takeFlag(args, '--json');
    const analysis = analyze(takeScan(args, host) ?? loadScenarioFile(host, args[0]));
    host.print(asJson ? JSON.stringify(explainJson(analysis), null, 2) : explainText(analysis));
    return 0;
  },
};
