import { encodePermalink, printable, redactScenario } from '../../engine/index.ts';
import { parseCommandArgs } from '../args.ts';
import { loadScenarioFile, type CliCommand } from '../cli-support.ts';

/** `link <scenario.json>`: prints the permalink hash the app makes (secrets redacted unless --keep-secrets). */
export const linkCommand: CliCommand = {
  run(argv, host) {
    const args = parseCommandArgs('link', argv);
    const keep = args.flag('keep-secrets');
    const selectedTab = args.option('tab');
    const resultTab = args.option('result');
    const base = args.option('base') ?? '';
    const scenario = loadScenarioFile(host, args.positionals[0]);
    const redacted = keep ? { scenario, redactions: [] } : redactScenario(scenario);
    for (const r of redacted.redactions) host.printError(`redacted ${printable(r.file)}:${r.line}:${r.column} ${printable(r.keyPath)} -> ${printable(r.placeholder)}`);
    if (redacted.redactions.length) host.printError(`${redacted.redactions.length} value(s) redacted; pass --keep-secrets to keep them`);
    for (const u of 'unchecked' in redacted ? (redacted.unchecked ?? []) : []) host.printError(`could not be fully checked: ${printable(u.file)}: ${u.reason}`);
    host.print(`${base}${encodePermalink(redacted.scenario, { ...(selectedTab ? { selectedTab } : {}), ...(resultTab ? { resultTab } : {}) })}`);
    return 0;
  },
};
