import type { StateCreator } from 'zustand';
import type { PlaygroundState } from '../store.ts';

/** What the explain card explains: a tool's bare call, a permission check (the tester's), or a probe by index. */
export type ExplainTarget =
  | { readonly kind: 'tool'; readonly tool: string }
  | { readonly kind: 'check'; readonly permission: string; readonly input: string }
  | { readonly kind: 'probe'; readonly index: number };

/** What the explain card is open for; the explanation itself is derived. */
export interface ExplainSlice {
  explainTarget: ExplainTarget | null;
  openExplain(target: ExplainTarget): void;
  closeExplain(): void;
}

/** Creates the explain slice. */
export const createExplainSlice: StateCreator<PlaygroundState, [], [], ExplainSlice> = (set) => ({
  explainTarget: null,
  openExplain: (explainTarget) => set({ explainTarget }),
  closeExplain: () => set({ explainTarget: null }),
});
