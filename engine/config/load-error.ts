/** The loader's fatal errors, shaped like the reference's (name + data), plus the first JSON error's position. */
import type { ConfigIssue } from './schema/schema.ts';

/**
 * The errors the reference throws that end a load or keep the session from starting: its config errors, and the
 * JavaScript errors it crashes with (`TypeError` on a null permission value).
 */
export type LoadErrorName = 'ConfigJsonError' | 'ConfigInvalidError' | 'ConfigTooDeepError' | 'ConfigRemoteAuthError' | 'RemoteFetchError' | 'TypeError';

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
