import type yaml from 'js-yaml';

// Stands in for engine/config/markdown/yaml-library.ts in the page's build (vite.config.ts): the same three exports,
// with js-yaml in a chunk of its own that loads after the first paint (app/main.tsx starts the load at once).

type YamlLibrary = typeof yaml;

let library: YamlLibrary | null = null;
let loading: Promise<void> | null = null;
let failure: string | null = null;

/** Starts loading js-yaml (once) and resolves when it is there; rejects when its chunk cannot be fetched. */
export function loadYamlLibrary(): Promise<void> {
  loading ??= import('js-yaml').then(
    (module) => {
      library = module.default;
    },
    (error: unknown) => {
      failure = error instanceof Error ? error.message : String(error);
      throw error;
    },
  );
  return loading;
}

/** Whether yamlLibrary() answers without waiting. */
export function isYamlLibraryLoaded(): boolean {
  return library !== null;
}

/**
 * js-yaml, once loaded. Before that it throws the loading promise: a render that reaches a markdown file suspends
 * (React Suspense) and runs again when the library is there, so no frontmatter is ever read without its parser. If the
 * chunk could not be fetched it throws an Error, which the pane's error boundary shows, rather than suspending again
 * and again.
 */
export function yamlLibrary(): YamlLibrary {
  if (library) return library;
  if (failure !== null) throw new Error(`The playground could not load its YAML parser (${failure}). Reload the page to read markdown files`);
  throw loadYamlLibrary();
}
