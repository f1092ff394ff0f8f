/** The loader's fatal errors, shaped like the reference's (name + data), plus the first JSON error's position. */
import type { ConfigIssue } from './schema/schema.ts';

/**
 * The errors the reference throws that end a load or keep the session from starting, by the names it gives them: its
 * config errors (packages/core/src/v1/config/error.ts), the plain `Error` its remote fetch dies with ("failed to fetch
 * remote config from …", "failed to decode remote config from …"), and the JavaScript errors it crashes with (`TypeError`
 * on a null permission value). Never a name of ours: a limit of the playground is a diagnostic, not a load error.
 */
export const LOAD_ERROR_NAMES = ['ConfigJsonError', 'ConfigInvalidError', 'ConfigRemoteAuthError', 'Error', 'TypeError'] as const;

/** One of `LOAD_ERROR_NAMES`. */
export type LoadErrorName = (typeof LOAD_ERROR_NAMES)[number];

/** A load that the reference would abort. */
export interface LoadError {
  readonly name: LoadErrorName;
  /**
   * The reference's error data: `path` (and `message` or `issues`) for file errors; for ConfigRemoteAuthError only
   * `url` (the well-known origin to log in to again) and `remote` (the endpoint that answered with a login page).
   */
  readonly data: { readonly path?: string | null; readonly message?: string; readonly issues?: readonly ConfigIssue[]; readonly url?: string; readonly remote?: string };
  /** 1-based position of the first JSON syntax error, in the substituted text (as the reference reports it). */
  readonly line?: number;
  readonly column?: number;
}
