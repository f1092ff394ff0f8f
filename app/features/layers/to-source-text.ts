import type { TabKind } from './to-tabs.ts';

/** The text a remote URL serves, as the editor shows it: a string body as it is, a JSON value printed; '' when it serves nothing. */
export function toRemoteText(remote: Readonly<Record<string, unknown>> | undefined, url: string): string {
  if (!remote || !Object.prototype.hasOwnProperty.call(remote, url)) return '';
  const body = remote[url];
  if (typeof body === 'string') return body;
  try {
    return `${JSON.stringify(body, null, 2) ?? ''}\n`;
  } catch {
    return '';
  }
}

/** The account's org config text ('' when there is no account or it has no text). */
export function toAccountText(account: unknown): string {
  return typeof account === 'object' && account !== null && typeof (account as { text?: unknown }).text === 'string' ? (account as { text: string }).text : '';
}

/** A name for a non-file tab's editor model, safe in a URI path (one per remote URL, one for the account). */
export function toSourceModelName(kind: Exclude<TabKind, 'file'>, id: string): string {
  return `${kind}/${id.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 200)}`;
}
