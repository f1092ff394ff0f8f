import { analyze } from '../../engine/index.ts';
import { parseCommandArgs } from '../args.ts';
import { toOutputJson } from '../output-boundary.ts';
import { loadScenarioFile, refusalOf, refuseTooBig, UsageError, type CliCommand } from '../cli-support.ts';
import { probeReport } from '../probe-report.ts';
import { junitReport } from '../report/junit-report.ts';
import { probeOutcomes } from '../report/probe-outcomes.ts';
import { testMarkdown } from '../report/test-markdown.ts';
import { takeScan, withProbesOf } from '../scan-source.ts';

const FORMATS = ['text', 'json', 'junit', 'markdown'] as const;

/** `test <scenario.json> [--format text|json|junit|markdown]`: evaluates the probes; exit 1 when any expectation fails (or none is there to check). */
export const testCommand: CliCommand = {
  run(argv, callerHost) {
    const args = parseCommandArgs('test', argv);
    const format = args.option('format') ?? (args.flag('json') ? 'json' : 'text');
    if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
    const scanned = takeScan(args, callerHost);
    const host = scanned?.host ?? callerHost;
    const path = (scanned?.operands ?? args.positionals)[0];
    // `test x.json --scan dir`: the file's probes against the scanned config.
    const scenario = scanned ? withProbesOf(host, scanned.scenario, path) : loadScenarioFile(host, path);
    const analysis = analyze(scenario);
    refuseTooBig(analysis);
    const refusal = refusalOf(analysis);
    if (refusal) host.printError(refusal);
    const { lines, tally } = probeReport(analysis, format === 'text' && host.env.GITHUB_ACTIONS === 'true');
    const hasNothingToCheck = tally.passed + tally.failed === 0;
    const title = scanned ? `${path ? `${path} against the ` : ''}scan of ${scanned.dir}` : path!;
    if (format === 'json') {
      const probes = analysis.probes.map((r) => ({ permission: r.probe.permission, input: r.probe.input, agent: r.agent, expect: r.probe.expect ?? null, action: r.decision?.action ?? null, stage: r.stage, passed: r.passed }));
      host.print(toOutputJson({ ...tally, probes }, null, 2));
    } else if (format === 'junit') host.print(junitReport(probeOutcomes(analysis), title));
    else if (format === 'markdown') host.print(testMarkdown(probeOutcomes(analysis), title));
    else {
      for (const line of lines) host.print(line);
      if (hasNothingToCheck) host.print('no probe has an expectation, so nothing was checked (add "expect": "allow" | "ask" | "deny")');
    }
    return tally.failed > 0 || hasNothingToCheck || refusal ? 1 : 0;
  },
};
