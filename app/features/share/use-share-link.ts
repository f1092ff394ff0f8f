import { useEffect, useState } from 'react';
import type { PermalinkView, Scenario } from '../../../engine/index.ts';
import { makeShareLink } from './make-share-link.ts';
import type { MadeLink } from './share-link-messages.ts';

/** The share link as the dialog shows it: the latest made, whether it is for the current choices, and a failure. */
export interface ShareLinkState {
  readonly link: MadeLink | null;
  readonly isReady: boolean;
  readonly error: string | null;
}

/**
 * Makes the share link in a worker whenever the scenario, view, the keep-secrets choice or the host files kept change. The
 * previous link stays on screen (not copyable) while the next one is made, so the dialog does not jump.
 */
export function useShareLink(scenario: Scenario, view: PermalinkView, isKeepingSecrets: boolean, keptHostFiles: ReadonlySet<string>): ShareLinkState {
  const [state, setState] = useState<ShareLinkState>({ link: null, isReady: false, error: null });
  const { selectedTab, resultTab } = view;
  useEffect(() => {
    setState((s) => ({ link: s.link, isReady: false, error: null }));
    const pending = makeShareLink({ scenario, view: { ...(selectedTab ? { selectedTab } : {}), ...(resultTab ? { resultTab } : {}) }, pageUrl: window.location.href, isKeepingSecrets, keptHostFiles: [...keptHostFiles] });
    let isCurrent = true;
    pending.made.then(
      ({ link }) => isCurrent && setState({ link, isReady: true, error: null }),
      (error: unknown) => isCurrent && setState({ link: null, isReady: false, error: `The link could not be made: ${String(error)}` }),
    );
    return () => {
      isCurrent = false;
      pending.cancel();
    };
  }, [scenario, selectedTab, resultTab, isKeepingSecrets, keptHostFiles]);
  return state;
}
