import { layerTargetPath, type ImportChoice, type ImportDetection, type ImportKind, type LayerTarget, type Scenario } from '../../../../engine/index.ts';
import { toAbsolutePath } from '../../../shared/to-display-path.ts';

/** What the user changed in the Import dialog: the kind picked, a typed path, the layer for a config. */
export interface ImportOverrides {
  readonly kind: ImportKind | null;
  /** A path as typed (`~/…`, worktree-relative or absolute); null keeps the proposed one. */
  readonly typedPath: string | null;
  readonly target: LayerTarget;
}

/** True for the kinds that go to a config layer picked from the Layer list. */
export function isConfigKind(kind: ImportKind | null): boolean {
  return kind === 'config' || kind === 'debug-config';
}

/** True for the kinds that become a markdown file whose path the user may change. */
export function isEntryKind(kind: ImportKind | null): boolean {
  return kind === 'agent' || kind === 'command' || kind === 'mode';
}

/** The choice to import with: the detected proposal, or the kind the user picked, with the layer or the typed path applied; null when nothing can be imported. */
export function toImportChoice(detection: ImportDetection, overrides: ImportOverrides, scenario: Scenario): ImportChoice | null {
  const picked = detection.choices.find((c) => c.kind === overrides.kind) ?? detection.choices[0];
  if (!picked) return null;
  if (isConfigKind(picked.kind)) return { ...picked, target: overrides.target, path: layerTargetPath(overrides.target, scenario) };
  if (isEntryKind(picked.kind) && overrides.typedPath !== null) return { ...picked, path: overrides.typedPath.trim() === '' ? '' : toAbsolutePath(overrides.typedPath, scenario) };
  return picked;
}
