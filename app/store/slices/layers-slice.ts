import type { StateCreator } from 'zustand';
import type { ScenarioFile } from '../../../engine/index.ts';
import type { PlaygroundState } from '../store.ts';

/** The layers pane's view state and its edits of the non-file layers (remote well-known bodies, the account's org config). */
export interface LayersSlice {
  removedFile: ScenarioFile | null;
  /** Keeps a removed file for its undo; null forgets it. */
  rememberRemovedFile(file: ScenarioFile | null): void;
  /** Sets the body a remote URL serves (the text as typed: the loader parses it as the response). */
  setRemoteText(url: string, text: string): void;
  /** Adds a well-known layer: a `wellknown` credential for `origin` and the body its `/.well-known/agentforge` serves. */
  addRemoteLayer(origin: string, body: string): void;
  /** Removes a remote body and the credentials that point at it. */
  removeRemote(url: string): void;
  /** Sets the account's org config text (adding the account, at `url`, when there is none). */
  setAccountText(text: string, url?: string): void;
  /** Logs the account out: no org config layer. */
  removeAccount(): void;
}

/** The well-known URL the loader fetches for a credential key (trailing slashes stripped, semantics §1.1). */
export function wellKnownUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/.well-known/agentforge`;
}

function without<T>(record: Readonly<Record<string, T>> | undefined, drop: (key: string) => boolean): Record<string, T> {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([k]) => !drop(k)));
}

function accountUrlOf(account: unknown): string | undefined {
  return typeof account === 'object' && account !== null && typeof (account as { url?: unknown }).url === 'string' ? (account as { url: string }).url : undefined;
}

/** Creates the layers slice. */
export const createLayersSlice: StateCreator<PlaygroundState, [], [], LayersSlice> = (set) => ({
  removedFile: null,
  rememberRemovedFile: (removedFile) => set({ removedFile }),
  // Typing does not bump the revision (the editor already shows the text).
  setRemoteText: (url, text) => set((s) => ({ scenario: { ...s.scenario, remote: { ...without(s.scenario.remote, (k) => k === url), [url]: text } } })),
  addRemoteLayer: (origin, body) =>
    set((s) => ({
      scenario: {
        ...s.scenario,
        auth: { ...without(s.scenario.auth, (k) => k === origin), [origin]: { type: 'wellknown' } },
        remote: { ...without(s.scenario.remote, (k) => k === wellKnownUrl(origin)), [wellKnownUrl(origin)]: body },
      },
      revision: s.revision + 1,
    })),
  removeRemote: (url) =>
    set((s) => {
      const auth = without(s.scenario.auth, (k) => wellKnownUrl(k) === url);
      const remote = without(s.scenario.remote, (k) => k === url);
      const { auth: _a, remote: _r, ...rest } = s.scenario;
      return { scenario: { ...rest, ...(Object.keys(auth).length ? { auth } : {}), ...(Object.keys(remote).length ? { remote } : {}) }, revision: s.revision + 1 };
    }),
  setAccountText: (text, url) =>
    set((s) => {
      const had = accountUrlOf(s.scenario.account);
      return { scenario: { ...s.scenario, account: { url: url ?? had ?? 'account', text } }, ...(had === undefined ? { revision: s.revision + 1 } : {}) };
    }),
  removeAccount: () =>
    set((s) => {
      const { account: _a, ...rest } = s.scenario;
      return { scenario: rest, revision: s.revision + 1 };
    }),
});
