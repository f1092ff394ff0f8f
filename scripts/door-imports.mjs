// The engine's door (engine/index.ts) re-exports every module. esbuild splits chunks by file, so a door imported by
// the CLI's entry and by every command puts everything any command uses into one chunk that every run loads
// (`--version` compiled 300 kB). At build time only, the CLI's imports from the door are pointed at the modules
// that define each name: the source keeps its one door (app/architecture.test.ts), the bundle loads per command.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const EXPORT_FROM = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)';/g;
const EXPORT_ALL = /export\s*\*\s*from\s*'([^']+)';/g;
const IMPORT_DOOR = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'((?:\.\.\/)+engine\/index\.ts)';/g;

/** Each value name a door file exports → the file that defines it and its name there (following `export *`). */
export function readDoor(file, names = new Map()) {
  const text = readFileSync(file, 'utf8');
  for (const [, isType, list, from] of text.matchAll(EXPORT_FROM)) {
    if (isType) continue;
    for (const spec of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (spec.startsWith('type ')) continue;
      const [original, alias = original] = spec.split(/\s+as\s+/);
      names.set(alias, { file: resolve(dirname(file), from), name: original });
    }
  }
  for (const [, from] of text.matchAll(EXPORT_ALL)) readDoor(resolve(dirname(file), from), names);
  return names;
}

/** `text` with each value import from the door replaced by imports from the defining modules (absolute paths). */
export function throughDoor(text, fromDir, door, doorFile) {
  return text.replace(IMPORT_DOOR, (whole, isType, list, spec) => {
    if (isType || resolve(fromDir, spec) !== doorFile) return whole;
    const byFile = new Map();
    for (const raw of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (raw.startsWith('type ')) continue;
      const [name, local = name] = raw.split(/\s+as\s+/);
      const target = door.get(name);
      if (!target) throw new Error(`engine/index.ts does not export ${name} (imported in ${fromDir})`);
      const specs = byFile.get(target.file) ?? [];
      specs.push(target.name === local ? local : `${target.name} as ${local}`);
      byFile.set(target.file, specs);
    }
    return [...byFile].map(([file, specs]) => `import { ${specs.join(', ')} } from ${JSON.stringify(file)};`).join('\n');
  });
}

/** The esbuild plugin: CLI sources (under `cliDir`) import what they use from the engine's modules directly. */
export function doorImportsPlugin(root) {
  const doorFile = join(root, 'engine/index.ts');
  const door = readDoor(doorFile);
  return {
    name: 'door-imports',
    setup(build) {
      build.onLoad({ filter: /[\\/]cli[\\/].*\.ts$/ }, (args) => ({ contents: throughDoor(readFileSync(args.path, 'utf8'), dirname(args.path), door, doorFile), loader: 'ts' }));
    },
  };
}
