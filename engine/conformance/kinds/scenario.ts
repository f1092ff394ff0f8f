import { analyze } from '../../analyze.ts';
import { readScenario } from '../../scenario/read-scenario.ts';
import { compareDeep } from './compare.ts';
import type { VectorKind } from '../vector-kind.ts';

function plainRule(rule: { permission: string; pattern: string; action: string } | null) {
  return rule === null ? null : { permission: rule.permission, pattern: rule.pattern, action: rule.action };
}

/** Runs a scenario through the whole pipeline and reports it in the shape of scenario.jsonl and real-configs/expected.json. */
export function runScenario(input: unknown): unknown {
  const { scenario, diagnostics } = readScenario(input);
  if (!scenario) return { error: { name: 'ScenarioError', path: null, message: diagnostics.map((d) => d.message).join('; ') } };
  const analysis = analyze(scenario);
  const error = analysis.load.error;
  if (error) {
    return {
      agent: null,
      probes: [],
      tools: [],
      error: { name: error.name, path: error.data.path, ...(error.line !== undefined ? { line: error.line, column: error.column } : {}) },
    };
  }
  return {
    agent: analysis.agent?.name ?? null,
    probes: analysis.probes.map((p) => ({
      permission: p.probe.permission,
      input: p.probe.input,
      action: p.decision?.action ?? null,
      rule: plainRule(p.decision?.rule ?? null),
      index: p.decision?.index ?? null,
      default: p.decision ? p.decision.isDefault : null,
    })),
    tools: analysis.tools.map((t) => ({ tool: t.tool, visible: t.visible })),
  };
}

type Obj = Record<string, unknown>;

/** Compares as vectors/README.md says for scenarios: agent, probes in order, visibility per queried tool, and the error's name/path/line/column. */
export function compareScenario(expected: unknown, actual: unknown): { problems: string[]; orderNotes: string[] } {
  const e = expected as Obj;
  const a = actual as Obj;
  const out = { problems: [] as string[], orderNotes: [] as string[] };
  if (e.error) {
    const ee = e.error as Obj;
    const ae = (a.error ?? {}) as Obj;
    for (const k of ['name', 'path', 'line', 'column']) if (k in ee && ee[k] !== ae[k]) out.problems.push(`error.${k}: expected ${JSON.stringify(ee[k])}, got ${JSON.stringify(ae[k])}`);
    return out;
  }
  if (a.error) out.problems.push(`unexpected error ${JSON.stringify(a.error)}`);
  if (e.agent !== a.agent) out.problems.push(`agent: expected ${JSON.stringify(e.agent)}, got ${JSON.stringify(a.agent)}`);
  compareDeep(e.probes, a.probes, '$.probes', out, false);
  const visible = new Map(((a.tools ?? []) as Obj[]).map((t) => [t.tool, t.visible]));
  for (const t of (e.tools ?? []) as Obj[]) if (visible.get(t.tool) !== t.visible) out.problems.push(`tool ${String(t.tool)}: expected visible=${String(t.visible)}, got ${String(visible.get(t.tool))}`);
  out.orderNotes = out.orderNotes.filter((n) => !n.includes('key order'));
  return out;
}

/** The scenario vector kind. */
export const scenarioKind: VectorKind = { run: runScenario, compare: compareScenario };
