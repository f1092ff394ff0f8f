import { useEffect, useState } from 'react';

/** The lazy module of built-in examples. */
export type ExampleList = typeof import('./example-list.ts');

let loaded: ExampleList | null = null;
let loading: Promise<ExampleList> | null = null;

/** Loads the built-in examples once (the first paint has only the first scenario; the page asks for the rest when idle). */
export function loadExampleList(): Promise<ExampleList> {
  loading ??= import('./example-list.ts').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = null; // a failed load is tried again the next time the list is wanted
      throw error;
    },
  );
  return loading;
}

/** The built-in examples once loaded, null until then; while `wanted`, rendering starts the load. */
export function useExampleList(wanted = true): ExampleList | null {
  const [list, setList] = useState(loaded);
  useEffect(() => {
    if (list || !wanted) return;
    let live = true;
    loadExampleList().then(
      (m) => live && setList(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [list, wanted]);
  return list;
}
