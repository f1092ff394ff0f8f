#!/usr/bin/env node
// The Node front end over the engine: the only engine file that touches Node besides engine/node/.
import { readFileSync } from 'node:fs';
import { analyze } from './analyze.ts';
import { describeDecision } from './analysis/describe.ts';
import { explainJson, explainText, STAGE_WORDS } from './analysis/explain-report.ts';
import { runVectors } from './conformance/run-vectors.ts';
import { readVectorFiles } from './node/read-vectors.ts';
import { VECTOR_KINDS } from './node/vector-kinds.ts';
import { evaluate } from './permission/evaluate.ts';
import { explainVisibility } from './permission/visibility.ts';
import { parseScenarioText } from './scenario/read-scenario.ts';
import type { Scenario } from './scenario/scenario.ts';

const USAGE = `usage:
  cli conformance <files or dirs...>         run golden vectors; last line "N passed, M failed"
  cli explain <scenario.json> [--json]        layers, diagnostics, rules, tools, probes
  cli check <scenario.json> <permission> <input> [--agent NAME] [--json]`;

class UsageError extends Error {}

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function loadScenario(path: string | undefined): Scenario {
  if (!path) throw new UsageError('missing <scenario.json>');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    fail(`cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  const { scenario, diagnostics } = parseScenarioText(text, path);
  if (!scenario) fail(`invalid scenario ${path}: ${diagnostics.map((d) => d.message).join('; ')}`);
  return scenario;
}

function takeFlag(args: string[], name: string): boolean {
  const i = args.indexOf(name);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
}

function takeOption(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined) throw new UsageError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

async function conformance(targets: string[]): Promise<number> {
  if (targets.length === 0) throw new UsageError('conformance needs files or directories');
  let vectors;
  try {
    vectors = readVectorFiles(targets);
  } catch (err) {
    fail(`cannot read vectors: ${err instanceof Error ? err.message : String(err)}`);
  }
  const results = await runVectors(vectors, VECTOR_KINDS);
  const byKind = new Map<string, { passed: number; failed: number; notes: number }>();
  for (const r of results) {
    const row = byKind.get(r.kind) ?? { passed: 0, failed: 0, notes: 0 };
    if (r.passed) row.passed++;
    else row.failed++;
    if (r.orderNotes.length) row.notes++;
    byKind.set(r.kind, row);
  }
  for (const r of results.filter((x) => !x.passed)) {
    process.stdout.write(`FAIL ${r.id}\n${r.problems.slice(0, 8).map((p) => `  ${p}`).join('\n')}\n`);
  }
  process.stdout.write(`\n${'kind'.padEnd(12)}${'passed'.padStart(8)}${'failed'.padStart(8)}  key-order notes\n`);
  for (const [kind, row] of byKind) process.stdout.write(`${kind.padEnd(12)}${String(row.passed).padStart(8)}${String(row.failed).padStart(8)}  ${row.notes}\n`);
  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed;
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  return failed > 0 ? 1 : 0;
}

function explain(args: string[]): number {
  const asJson = takeFlag(args, '--json');
  const analysis = analyze(loadScenario(args[0]));
  process.stdout.write(asJson ? `${JSON.stringify(explainJson(analysis), null, 2)}\n` : `${explainText(analysis)}\n`);
  return 0;
}

function check(args: string[]): number {
  const asJson = takeFlag(args, '--json');
  const agentName = takeOption(args, '--agent');
  const [path, permission, input] = args;
  if (permission === undefined || input === undefined) throw new UsageError('check needs <scenario.json> <permission> <input>');
  const scenario = loadScenario(path);
  const analysis = analyze(agentName ? { ...scenario, agent: agentName } : scenario);
  if (analysis.load.error) fail(`the reference refuses this config: ${analysis.load.error.name} in ${analysis.load.error.data.path ?? '?'}`, 1);
  if (!analysis.agent) fail(analysis.diagnostics.map((d) => d.message).join('; '), 1);
  const decision = evaluate(permission, input, [analysis.ruleset], scenario.platform);
  const seen = explainVisibility(permission, analysis.ruleset, scenario.platform);
  const hidden = seen.hidden || scenario.request?.tools?.[permission] === false;
  const stage = hidden ? 'hidden' : decision.action === 'deny' ? 'denied-at-execute' : decision.action === 'ask' ? 'asks' : 'allowed';
  if (asJson) {
    const rule = decision.rule ? { permission: decision.rule.permission, pattern: decision.rule.pattern, action: decision.rule.action, origin: decision.rule.origin ?? null } : null;
    process.stdout.write(`${JSON.stringify({ agent: analysis.agent.name, permission, input, action: decision.action, default: decision.isDefault, index: decision.index, rule, matches: decision.matches.length, stage, why: describeDecision(decision) })}\n`);
  } else {
    process.stdout.write(`${decision.action.padEnd(5)} ${permission} ${input}  <- ${describeDecision(decision)} [${STAGE_WORDS[stage]}]\n`);
  }
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'conformance':
      return conformance(rest);
    case 'explain':
      return explain(rest);
    case 'check':
      return check(rest);
    case undefined:
    case '--help':
    case 'help':
      process.stdout.write(`${USAGE}\n`);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) fail(`${err.message}\n${USAGE}`);
    fail(`internal error: ${err instanceof Error ? err.message : String(err)}`);
  },
);
