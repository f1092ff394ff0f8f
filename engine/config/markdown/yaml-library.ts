import yaml from 'js-yaml';

/** js-yaml 3, as the frontmatter parser uses it (Type, Schema, DEFAULT_SAFE_SCHEMA, safeLoad). */
export type YamlLibrary = typeof yaml;

/**
 * The YAML library. Here it is loaded with the engine (Node, the CLI, the workers, the tests). The page's build swaps
 * this module for app/deferred/yaml-on-demand.ts (vite.config.ts), which loads js-yaml after the first paint: the
 * first screen of a scenario without markdown files does not need it.
 */
export function yamlLibrary(): YamlLibrary {
  return yaml;
}

/** Resolves once yamlLibrary() answers without waiting: at once here. */
export function loadYamlLibrary(): Promise<void> {
  return Promise.resolve();
}

/** Whether yamlLibrary() answers without waiting: always here. */
export function isYamlLibraryLoaded(): boolean {
  return true;
}
