import type { Plugin } from 'esbuild';

/** `file`'s text with each value import from one of `doors` replaced by imports from the defining modules. */
export declare function rewriteDoorImports(file: string, text: string, doors: readonly string[]): string;

/** The esbuild plugin: TypeScript files under `under` get their door imports rewritten. */
export declare function doorImports(options: { readonly under: string; readonly doors: readonly string[] }): Plugin;
