import { encodePermalink } from '../../engine/scenario/permalink.ts';
import { redactScenario } from '../../engine/scenario/redact-scenario.ts';
import { printable } from '../../engine/report/printable.ts';
import { loadScenarioFile, takeFlag, takeOption, type CliCommand } from '../cli-support.ts';

/** `link <scenario.json>`: prints the permalink hash the app makes (secrets redacted unless --keep-secrets). */
export const linkCommand: CliCommand = {
  usage: 'link <scenario.json> [--keep-secrets] [--tab <path>] [--result <tab>] [--base <url>]  the permalink hash',
  run(args, host) {
    const keep = takeFlag(args, '--keep-secrets');
    const selectedTab = takeOption(args, '--tab');
    const resultTab = takeOption(args, '--result');
    const base = takeOption(args, '--base') ?? '';
    const scenario = loadScenarioFile(host, args[0]);
    const redacted = keep ? { scenario, redactions: [] } : redactScenario(scenario);
    for (const r of redacted.redactions) host.printError(`redacted ${printable(r.file)}:${r.line}:${r.column} ${printable(r.keyPath)} -> ${printable(r.placeholder)}`);
    if (redacted.redactions.length) host.printError(`${redacted.redactions.length} value(s) redacted; pass --keep-secrets to keep them`);
    for (const u of 'unchecked' in redacted ? (redacted.unchecked ?? []) : []) host.printError(`could not be fully checked: ${printable(u.file)}: ${u.reason}`);
    host.print(`${base}${encodePermalink(redacted.scenario, { ...(selectedTab ? { selectedTab } : {}), ...(resultTab ? { resultTab } : {}) })}`);
    return 0;
  },
};
