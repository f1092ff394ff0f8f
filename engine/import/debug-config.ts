import type { Diagnostic } from '../diagnostic.ts';

/** Keys the loader adds to every resolved config; empty, they say nothing the user wrote. */
const LOADER_ADDED_EMPTY: readonly string[] = ['agent', 'mode', 'command', 'plugin'];

function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/**
 * Turns the resolved config `agentforge debug config` prints (`JSON.stringify(config, null, 2)`)
 * into the text of one layer: the empty `agent`/`mode`/`command`/`plugin` the loader adds are
 * dropped; everything else (already merged and transformed) stays as printed.
 */
export function readResolvedConfig(json: string): { text: string; diagnostics: readonly Diagnostic[] } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { text: json, diagnostics: [{ code: 'import-config-json', severity: 'error', message: 'the resolved config is not valid JSON', path: 'import' }] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { text: json, diagnostics: [{ code: 'import-config-json', severity: 'error', message: 'the resolved config is not a JSON object', path: 'import' }] };
  const entries = Object.entries(value).filter(([k, v]) => !(LOADER_ADDED_EMPTY.includes(k) && isEmpty(v)));
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  const diagnostics: Diagnostic[] = [{ code: 'import-config', severity: 'info', message: 'the resolved config is one layer: it is already merged, so the other layers\' provenance is lost', path: 'import' }];
  return { text: `${JSON.stringify(out, null, 2)}\n`, diagnostics };
}
