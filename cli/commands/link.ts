import { encodePermalink } from '../../engine/scenario/permalink.ts';
import { redactScenario } from '../../engine/scenario/redact-scenario.ts';
import { hostFilesOf, withholdHostFiles } from '../../engine/scenario/host-files.ts';
import { printable } from '../../engine/report/printable.ts';
import { loadScenarioFile, takeFlag, takeOption, type CliCommand } from '../cli-support.ts';
import { printMaybeKept } from '../output-boundary.ts';

/** `link <scenario.json>`: prints the permalink hash the app makes (secrets redacted unless --keep-secrets, host files withheld unless --keep-host-files). */
export const linkCommand: CliCommand = {
  usage: 'link <scenario.json> [--keep-secrets] [--keep-host-files] [--tab <path>] [--result <tab>] [--base <url>]  the permalink hash',
  run(args, host) {
    const keep = takeFlag(args, '--keep-secrets');
    const keepHostFiles = takeFlag(args, '--keep-host-files');
    const selectedTab = takeOption(args, '--tab');
    const resultTab = takeOption(args, '--result');
    const base = takeOption(args, '--base') ?? '';
    const original = loadScenarioFile(host, args[0]);
    const withheld = keepHostFiles ? [] : hostFilesOf(original).filter((h) => !h.isWithheld);
    const scenario = keepHostFiles ? original : withholdHostFiles(original);
    if (withheld.length) host.printError(`withheld ${withheld.length} host file(s) outside the project and its config dirs: ${withheld.map((h) => `${printable(h.path)} (${h.bytes} bytes)`).join(', ')}; pass --keep-host-files to keep them`);
    const redacted = keep ? { scenario, redactions: [] } : redactScenario(scenario);
    for (const r of redacted.redactions) host.printError(`redacted ${printable(r.file)}:${r.line}:${r.column} ${printable(r.keyPath)} -> ${printable(r.placeholder)}`);
    if (redacted.redactions.length) host.printError(`${redacted.redactions.length} value(s) redacted; pass --keep-secrets to keep them`);
    for (const u of 'unchecked' in redacted ? (redacted.unchecked ?? []) : []) host.printError(`could not be fully checked: ${printable(u.file)}: ${u.reason}`);
    printMaybeKept(host, `${base}${encodePermalink(redacted.scenario, { ...(selectedTab ? { selectedTab } : {}), ...(resultTab ? { resultTab } : {}) })}`, keep);
    return 0;
  },
};
