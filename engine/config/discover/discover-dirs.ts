/** Discovery inside one config directory: its json files, then markdown commands, agents, modes and plugins. */
import type { Vfs } from '../../vfs/vfs.ts';
import { basename, join, relative } from '../../vfs/path.ts';
import type { Layer, LayerSource } from './layer.ts';
import { DIR_FILES, DOT_DIR, MARKDOWN_DIRS } from './paths.ts';
import { appendAll } from '../../collections/append-all.ts';
import { describeWithheld, readWithheld } from '../../scenario/withheld.ts';

/** Makes a file layer that is read when the file exists, skipped as "not found" otherwise, and skipped with the reason when its text is withheld. */
export function fileLayer(vfs: Vfs, source: LayerSource, path: string, label: string, extra: Partial<Layer> = {}): Layer {
  const text = vfs.read(path);
  const base = { id: `${source}:${path}`, source, path, label, ...extra };
  if (text === undefined) return { ...base, status: 'skipped', reason: 'not found' };
  const withheld = readWithheld(text);
  return withheld ? { ...base, status: 'skipped', reason: describeWithheld(withheld) } : { ...base, status: 'read', reason: 'found', text };
}

/** True when a layer is a file that exists but whose text the scenario withholds. */
export function isWithheldLayer(layer: Layer): boolean {
  return layer.status === 'skipped' && layer.reason.startsWith('withheld: ');
}

function markdownLayers(vfs: Vfs, dir: string, kind: 'command' | 'agent' | 'mode', source: LayerSource): Layer[] {
  const spec = MARKDOWN_DIRS[kind];
  const out: Layer[] = [];
  for (const sub of spec.names) {
    const root = join(dir, sub);
    for (const file of vfs.listRecursive(root)) {
      const rel = relative(root, file);
      if (!rel.endsWith('.md') || (!spec.recursive && rel.includes('/'))) continue;
      const entryName = rel.slice(0, -'.md'.length);
      const text = vfs.read(file) ?? '';
      const withheld = readWithheld(text);
      if (withheld) {
        out.push({ id: `${source}:${file}`, source, path: file, label: `${kind} ${entryName}`, status: 'skipped', reason: describeWithheld(withheld), configDir: dir, entryName });
        continue;
      }
      out.push({
        id: `${source}:${file}`,
        source,
        path: file,
        label: `${kind} ${entryName}`,
        status: 'read',
        reason: `markdown ${kind} in ${sub}/`,
        text,
        configDir: dir,
        entryName,
      });
    }
  }
  return out;
}

function pluginLayers(vfs: Vfs, dir: string): Layer[] {
  const out: Layer[] = [];
  for (const sub of MARKDOWN_DIRS.plugin.names) {
    const root = join(dir, sub);
    for (const file of vfs.listRecursive(root)) {
      const rel = relative(root, file);
      if (rel.includes('/') || !/\.(ts|js)$/.test(rel)) continue;
      out.push({ id: `plugin-file:${file}`, source: 'plugin-file', path: file, label: `plugin ${rel}`, status: 'read', reason: `plugin file in ${sub}/`, configDir: dir });
    }
  }
  return out;
}

/** True when the reference reads a directory's own agentforge.json(c): a `.agentforge` dir or AGENTFORGE_CONFIG_DIR. */
export function readsDirFiles(dir: string, configDirEnv: string | undefined): boolean {
  return basename(dir).endsWith(DOT_DIR) || dir === configDirEnv;
}

/** Every layer one config directory contributes, in the reference's order. */
export function discoverConfigDir(vfs: Vfs, dir: string, configDirEnv: string | undefined, label: string): Layer[] {
  const out: Layer[] = [];
  if (readsDirFiles(dir, configDirEnv)) {
    for (const name of DIR_FILES) out.push(fileLayer(vfs, 'config-dir', join(dir, name), `${label} ${name}`, { configDir: dir }));
  }
  appendAll(out, markdownLayers(vfs, dir, 'command', 'command-md'));
  appendAll(out, markdownLayers(vfs, dir, 'agent', 'agent-md'));
  appendAll(out, markdownLayers(vfs, dir, 'mode', 'mode-md'));
  appendAll(out, pluginLayers(vfs, dir));
  return out;
}
