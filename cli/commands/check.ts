import { analyze, checkCall, describeDecision, executeStage, loadShellParserLazily, printable, STAGE_WORDS } from '../../engine/index.ts';
import { parseCommandArgs } from '../args.ts';
import { CliExit, loadScenarioFile, refusalOf, refuseTooBig, UsageError, type CliCommand } from '../cli-support.ts';
import { shellParserSource } from '../host.ts';
import { takeScan } from '../scan-source.ts';
import { toOutputJson } from '../output-boundary.ts';

function plain(rule: { permission: string; pattern: string; action: string; origin?: unknown } | null) {
  return rule ? { permission: rule.permission, pattern: rule.pattern, action: rule.action, origin: rule.origin ?? null } : null;
}

/** `check <scenario.json> <permission> <input>`: one decision on one line; for bash, every request and segment the shell tool makes. */
export const checkCommand: CliCommand = {
  async run(argv, callerHost) {
    const args = parseCommandArgs('check', argv);
    const asJson = args.flag('json');
    const raw = args.flag('raw');
    const agentName = args.option('agent');
    const scanned = takeScan(args, callerHost);
    const host = scanned?.host ?? callerHost;
    const print = (text: string) => host.print(text);
    const [path, permission, input, extra] = scanned ? ['', ...scanned.operands] : args.positionals;
    if (extra !== undefined) throw new UsageError(`check takes one input, got another: ${JSON.stringify(extra)} (quote a command with spaces)`);
    if (permission === undefined || input === undefined) throw new UsageError('check needs <scenario.json> <permission> <input>');
    const scenario = scanned?.scenario ?? loadScenarioFile(host, path);
    const analysis = analyze(agentName ? { ...scenario, agent: agentName } : scenario);
    refuseTooBig(analysis);
    const refusal = refusalOf(analysis);
    if (refusal) throw new CliExit(refusal, 1);
    if (!analysis.agent) throw new CliExit(analysis.diagnostics.map((d) => d.message).join('; '), 1);
    const isShell = permission === 'bash' && !raw;
    const parser = isShell ? await loadShellParserLazily(shellParserSource(host, 5000)) : null;
    const checked = checkCall(analysis, permission, input, parser);
    if (!checked) throw new CliExit('no agent', 1);
    const hidden = checked.hiding.hidden;
    if (checked.shell) {
      const { analysis: shell, call } = checked.shell;
      if (asJson) {
        print(toOutputJson({ agent: analysis.agent.name, permission, input, hidden, outcome: call.outcome, error: call.error ?? null, requests: call.requests.map((r) => ({ permission: r.permission, action: r.action, always: r.always, patterns: r.patterns.map((p) => ({ pattern: p.pattern, action: p.decision.action, default: p.decision.isDefault, index: p.decision.index, rule: plain(p.decision.rule), why: describeDecision(p.decision) })) })), segments: shell.segments.map((s) => (s.kind === 'asked' ? { kind: s.kind, text: s.text, pattern: s.pattern, always: s.always } : { kind: s.kind, text: s.text, reason: s.reason, why: s.explanation })) }));
        return 0;
      }
      if (hidden) print(`note  bash is hidden from the model for this agent: the model cannot make this call at all`);
      if (call.error) print(`error ${printable(call.error.name)}: ${printable(call.error.message)}`);
      else print(`${call.outcome.padEnd(5)} bash ${JSON.stringify(input)}  <- combined over ${call.requests.length} request(s): a deny anywhere refuses the call, else an ask asks`);
      call.requests.forEach((r, i) => {
        const stop = call.deniedAt !== null && i > call.deniedAt ? ' (never asked: an earlier request is denied)' : '';
        print(`  request ${i + 1}: ${printable(r.permission)} -> ${r.action}${stop}; "always" would store: ${r.always.map((a) => JSON.stringify(a)).join(', ') || 'nothing'}`);
        for (const p of r.patterns) print(`    ${p.decision.action.padEnd(5)} ${JSON.stringify(p.pattern)}  <- ${printable(describeDecision(p.decision))}`);
      });
      for (const s of shell.segments) if (s.kind === 'silent') print(`  not asked: ${JSON.stringify(s.text)} (${printable(s.explanation)})`);
      if (call.requests.length === 0 && !call.error) print('  the shell tool asks nothing for this command: it runs without a prompt');
      return 0;
    }
    const decision = checked.decision!;
    const stage = executeStage(checked.stage!);
    if (asJson) print(toOutputJson({ agent: analysis.agent.name, permission, input, action: decision.action, default: decision.isDefault, index: decision.index, rule: plain(decision.rule), matches: decision.matches.length, stage, why: describeDecision(decision) }));
    else print(`${decision.action.padEnd(5)} ${printable(permission)} ${JSON.stringify(input)}  <- ${printable(describeDecision(decision))} [${STAGE_WORDS[stage]}]`);
    return 0;
  },
};
