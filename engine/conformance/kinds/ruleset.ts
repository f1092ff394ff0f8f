import { loadConfig } from '../../config/load.ts';
import { loaderInputFromVector } from '../../config/discover/loader-input.ts';
import { stripOrigin } from '../../permission/ask-flow.ts';
import { fromConfig } from '../../permission/from-config.ts';
import type { VectorKind } from '../vector-kind.ts';

interface RulesetInput {
  readonly via?: string;
  readonly permission?: unknown;
  readonly home?: string;
}

/** Runs the loader and reports its merged `permission` with the rules built from it (or the load error). */
function viaLoader(input: unknown, home: string): unknown {
  const load = loadConfig(loaderInputFromVector(input));
  if (!load.config) return { error: load.error };
  const permission = load.config.permission ?? {};
  return { permission, rules: fromConfig(permission, home).map(stripOrigin) };
}

/** `ruleset` vectors: `via: "fromConfig"` → `{rules}`; `via: "loader"` → `{permission, rules}`. */
export const rulesetKind: VectorKind = {
  run(raw: unknown) {
    const input = raw as RulesetInput;
    const home = typeof input.home === 'string' ? input.home : '/home/user';
    if (input.via === 'loader') return viaLoader(raw, home);
    return { rules: fromConfig(input.permission, home).map(stripOrigin) };
  },
};
