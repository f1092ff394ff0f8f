/** How a node takes part in the lit path of the selection: on it, overridden by it, or neither. */
export type NodeLit = 'path' | 'overridden' | null;

/** Words for the lit state, so it never rests on colour alone. */
export const LIT_WORDS: Readonly<Record<'path' | 'overridden', string>> = { path: 'on the path', overridden: 'overridden by the selection' };
