import { analyze, appendAll, applyFix, describeVisibilityChange, formattingOf, printable, proposeFixes, renderFileDiff, STAGE_WORDS } from '../../engine/index.ts';
import type { Analysis, FixProposal, FixResult, FixTarget, Probe, Scenario } from '../../engine/index.ts';
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { parseCommandArgs } from '../args.ts';
import { CliExit, loadScenarioFile, readInputFile, refusalOf, type CliCommand } from '../cli-support.ts';
import { HostError } from '../host.ts';
import { toOutputJson } from '../output-boundary.ts';
import { isFailure, probeLabel } from '../probe-report.ts';

interface Step {
  readonly probe: Probe;
  readonly got: string;
  readonly result: FixResult;
  readonly chosen: FixProposal | null;
}

const key = (p: Probe) => JSON.stringify([p.agent ?? '', p.permission, p.input, p.expect]);

/** The first proposal that breaks no expectation that holds (else the first). */
function choose(result: FixResult): FixProposal | null {
  if (result.kind !== 'proposals') return null;
  const breaks = (p: FixProposal) => p.sideEffects.probes.some((c) => c.probe.expect !== undefined && c.before.decision?.action === c.probe.expect && c.after.decision?.action !== c.probe.expect);
  return result.proposals.find((p) => !breaks(p)) ?? result.proposals[0] ?? null;
}

/** Fixes failing probes one after the other, each on the scenario the previous fixes produced. */
function fixAll(scenario: Scenario): { readonly steps: Step[]; readonly final: Scenario; readonly analysis: Analysis } {
  const tried = new Set<string>();
  const steps: Step[] = [];
  let current = scenario;
  let analysis = analyze(current);
  for (;;) {
    const failing = analysis.probes.find((r) => isFailure(r) && !tried.has(key(r.probe)));
    if (!failing) break;
    tried.add(key(failing.probe));
    const target: FixTarget = { permission: failing.probe.permission, input: failing.probe.input, want: failing.probe.expect!, ...(failing.probe.agent !== undefined ? { agent: failing.probe.agent } : {}) };
    const result = proposeFixes(current, target);
    const chosen = choose(result);
    const got = failing.decision && failing.stage ? `${failing.decision.action} (${STAGE_WORDS[failing.stage]})` : 'nothing decided';
    steps.push({ probe: failing.probe, got, result, chosen });
    if (chosen) {
      current = applyFix(current, chosen);
      analysis = analyze(current);
    }
  }
  return { steps, final: current, analysis };
}

function sideEffectLines(p: FixProposal): string[] {
  const fx = p.sideEffects;
  const lines = fx.probes.map((c) => `${probeLabel(c.probe)}: ${c.before.decision?.action ?? '-'} (${c.before.stage ? STAGE_WORDS[c.before.stage] : '-'}) -> ${c.after.decision?.action ?? '-'} (${c.after.stage ? STAGE_WORDS[c.after.stage] : '-'})`);
  for (const v of fx.visibilities) lines.push(`tool ${v.tool} for agent ${v.agent}: ${describeVisibilityChange(v.before, v.after)}`);
  return lines.map(printable);
}

function stepLines(step: Step): string[] {
  const out = [`FAIL  ${probeLabel(step.probe)}: expected ${step.probe.expect}, got ${step.got}`];
  const r = step.result;
  if (r.kind === 'blocked') return [...out, `      blocked by ${printable(r.layer)}${r.path ? ` (${printable(r.path)})` : ''}: ${printable(r.reason)}`];
  if (r.kind === 'holds') return [...out, '      holds after the earlier fixes'];
  const p = step.chosen;
  if (!p) return [...out, '      no edit in your own files gets it there'];
  out.push(`  fix: ${printable(p.title)}`, `  why: ${printable(p.why)}`, `  lands: ${STAGE_WORDS[p.lands]}`);
  for (const f of p.files) appendAll(out, renderFileDiff(f).map((l) => `    ${printable(l)}`));
  const fx = sideEffectLines(p);
  out.push(fx.length ? `  side effects (${fx.length}):` : '  side effects: none', ...fx.map((l) => `    ${l}`));
  if (r.proposals.length > 1) out.push(`  (${r.proposals.length - 1} other verified proposal${r.proposals.length > 2 ? 's' : ''}; --json lists them)`);
  return out;
}

function setAt(text: string | null, path: JSONPath, value: unknown, isArrayInsertion = false): string | null {
  if (text === null) return null;
  try {
    return applyEdits(text, modify(text, path, value, { formattingOptions: formattingOf(text), isArrayInsertion }));
  } catch {
    return null;
  }
}

/** The scenario file's text with the fixed files and env values written in (its own layout and comments kept). */
function rewriteScenarioText(text: string, before: Scenario, after: Scenario): string | null {
  let out: string | null = text;
  for (const f of after.files) {
    const at = before.files.findIndex((x) => x.path === f.path);
    if (at >= 0 && before.files[at]!.text === f.text) continue;
    out = at >= 0 ? setAt(out, ['files', at, 'text'], f.text) : setAt(out, ['files', -1], { path: f.path, text: f.text }, true);
  }
  for (const [name, value] of Object.entries(after.env)) if (before.env[name] !== value) out = setAt(out, ['env', name], value);
  return out;
}

/** `fix <scenario.json> [--apply] [--json]`: the verified edit for every failing probe. */
export const fixCommand: CliCommand = {
  run(argv, host) {
    const args = parseCommandArgs('fix', argv);
    const asJson = args.flag('json');
    const apply = args.flag('apply');
    const path = args.positionals[0];
    const scenario = loadScenarioFile(host, path);
    const refusal = refusalOf(analyze(scenario));
    if (refusal) host.printError(refusal);
    const { steps, final, analysis } = fixAll(scenario);
    const stillFailing = analysis.probes.filter(isFailure).length;
    let wrote = false;
    if (apply && final !== scenario) {
      const text = rewriteScenarioText(readInputFile(host, path!), scenario, final);
      if (text === null) host.printError(`cannot write the fixes into ${printable(path!)}: its JSON could not be edited`);
      else {
        try {
          host.writeText(path!, text);
        } catch (err) {
          throw new CliExit(`cannot write ${printable(path!)}: ${err instanceof HostError ? err.code : String(err)}`);
        }
        wrote = true;
      }
    }
    if (asJson) {
      const results = steps.map((s) => ({ probe: s.probe, got: s.got, result: s.result, chosen: s.chosen?.id ?? null }));
      host.print(toOutputJson({ failing: steps.length, fixed: steps.filter((s) => s.chosen).length, stillFailing, applied: wrote, results }, null, 2));
    } else {
      for (const s of steps) host.print([...stepLines(s), ''].join('\n'));
      const blocked = steps.filter((s) => s.result.kind === 'blocked').length;
      host.print(steps.length === 0 ? 'every expectation holds' : `${steps.length} failing: ${steps.filter((s) => s.chosen).length} with a verified fix, ${blocked} blocked; ${stillFailing} still failing after all fixes${wrote ? `; wrote ${printable(path!)}` : ''}`);
    }
    if (steps.length === 0 && !refusal) return 0;
    return apply && wrote && stillFailing === 0 ? 0 : 1;
  },
};
