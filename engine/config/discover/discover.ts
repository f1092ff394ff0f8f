/** Discovery: every source the reference loader consults, in its real merge order, including the ones it skipped. */
import { createVfs } from '../../vfs/vfs.ts';
import type { Vfs } from '../../vfs/vfs.ts';
import { join, normalize, resolve } from '../../vfs/path.ts';
import { toPosixPath } from '../../vfs/path-win32.ts';
import { walkUp } from '../../vfs/walk.ts';
import type { Layer } from './layer.ts';
import { SEEDED_GLOBAL_TEXT } from './layer.ts';
import type { LoaderInput } from './loader-input.ts';
import { discoverConfigDir, fileLayer, isWithheldLayer } from './discover-dirs.ts';
import { DOT_DIR, GLOBAL_FILES, PROJECT_FILES_FOUND_ORDER, SEED_BLOCKING_ENV, globalConfigDir, isTruthyFlag, managedConfigDir } from './paths.ts';
import { appendAll } from '../../collections/append-all.ts';

function skipped(source: Layer['source'], label: string, reason: string, path: string | null = null): Layer {
  return { id: `${source}:${path ?? label}`, source, path, label, status: 'skipped', reason };
}

function remoteLayers(input: LoaderInput): Layer[] {
  const out: Layer[] = [];
  for (const [key, entry] of Object.entries(input.auth ?? {})) {
    if (entry.type !== 'wellknown') continue;
    const url = `${key.replace(/\/+$/, '')}/.well-known/agentforge`;
    out.push({ id: `remote:${url}`, source: 'remote', path: url, label: `well-known ${key}`, status: 'read', reason: `credential of type wellknown for ${key}` });
  }
  return out.length > 0 ? out : [skipped('remote', 'well-known configs', 'not set: no wellknown credential is stored')];
}

function globalLayers(vfs: Vfs, input: LoaderInput, dir: string): Layer[] {
  const layers = GLOBAL_FILES.map((name) => fileLayer(vfs, 'global', join(dir, name), `global ${name}`));
  // A withheld file exists: the loader would not seed one beside it.
  if (layers.some((l) => l.status === 'read' || isWithheldLayer(l))) return layers;
  const blocker = SEED_BLOCKING_ENV.find((name) => input.env[name]);
  if (blocker) return layers.map((l) => ({ ...l, reason: `not found (not seeded: ${blocker} is set)` }));
  const last = layers[layers.length - 1];
  if (!last) return layers;
  const seeded: Layer = { ...last, status: 'seeded', reason: 'seeded by the loader: none of the global files existed', text: SEEDED_GLOBAL_TEXT };
  return [...layers.slice(0, -1), seeded];
}

function configEnvLayer(vfs: Vfs, input: LoaderInput): Layer {
  const value = input.env.AGENTFORGE_CONFIG;
  if (!value) return skipped('config-env', 'AGENTFORGE_CONFIG', 'not set');
  return fileLayer(vfs, 'config-env', resolve(input.cwd, toPosixPath(value)), 'AGENTFORGE_CONFIG');
}

function projectLayers(vfs: Vfs, input: LoaderInput, disabled: boolean): Layer[] {
  if (disabled) return [skipped('project', 'project files', 'disabled by AGENTFORGE_DISABLE_PROJECT_CONFIG')];
  const found: Layer[] = [];
  for (const dir of walkUp(input.cwd, input.worktree)) {
    for (const name of PROJECT_FILES_FOUND_ORDER) found.push(fileLayer(vfs, 'project', join(dir, name), `project ${join(dir, name)}`));
  }
  // The reference collects innermost first, then reverses: outer dirs first, json before jsonc.
  return found.reverse();
}

/** One config directory the loader consults (or, with `skip`, one it would have and did not). */
interface DirCandidate {
  readonly dir: string;
  readonly label: string;
  readonly skip?: string;
}

/**
 * The `.agentforge` dirs from the cwd up to the worktree, innermost first (semantics §1.5: not reversed).
 * The loader reads only the ones that exist; the cwd's and the worktree's, and the one beside any project
 * file, are listed unread too, so the place where one would go shows. Nothing is read when disabled.
 */
function projectDotDirs(vfs: Vfs, input: LoaderInput, disabled: boolean): DirCandidate[] {
  const walk = walkUp(input.cwd, input.worktree);
  const worktree = normalize(input.worktree);
  const out: DirCandidate[] = [];
  for (const d of walk) {
    const dir = join(d, DOT_DIR);
    const exists = vfs.isDir(dir);
    const isAnchor = d === walk[0] || d === worktree || PROJECT_FILES_FOUND_ORDER.some((name) => vfs.isFile(join(d, name)));
    if (!exists && !isAnchor) continue;
    if (disabled) out.push({ dir, label: dir, skip: 'disabled by AGENTFORGE_DISABLE_PROJECT_CONFIG' });
    else out.push(exists ? { dir, label: dir } : { dir, label: dir, skip: 'not found' });
  }
  return out;
}

function configDirLayers(vfs: Vfs, input: LoaderInput, globalDir: string, disabled: boolean): Layer[] {
  const configDirEnv = input.env.AGENTFORGE_CONFIG_DIR ? resolve(input.cwd, toPosixPath(input.env.AGENTFORGE_CONFIG_DIR)) : undefined;
  const homeDot = join(input.home, DOT_DIR);
  const candidates: DirCandidate[] = [
    { dir: globalDir, label: 'global dir' },
    ...projectDotDirs(vfs, input, disabled),
    vfs.isDir(homeDot) ? { dir: homeDot, label: '~/.agentforge' } : { dir: homeDot, label: '~/.agentforge', skip: 'not found' },
    configDirEnv ? { dir: configDirEnv, label: 'AGENTFORGE_CONFIG_DIR' } : { dir: '', label: 'AGENTFORGE_CONFIG_DIR', skip: 'not set' },
  ];
  // Read dirs are de-duplicated, first place wins (the reference's set keeps insertion order). A dir not
  // read in one place (project config disabled) may still be read in another (`~/.agentforge`).
  const read = new Set<string>();
  const listed = new Set<string>();
  const out: Layer[] = [];
  for (const c of candidates) {
    if (c.skip === undefined) {
      if (read.has(c.dir)) continue;
      read.add(c.dir);
      appendAll(out, discoverConfigDir(vfs, c.dir, configDirEnv, c.label));
    } else if (c.dir === '') out.push(skipped('config-dir', c.label, c.skip));
    else if (!read.has(c.dir) && !listed.has(c.dir)) {
      listed.add(c.dir);
      out.push(skipped('config-dir', c.label, c.skip, c.dir));
    }
  }
  return out;
}

function contentLayer(input: LoaderInput): Layer {
  const text = input.env.AGENTFORGE_CONFIG_CONTENT;
  if (!text) return skipped('config-content', 'AGENTFORGE_CONFIG_CONTENT', 'not set');
  return { id: 'config-content:AGENTFORGE_CONFIG_CONTENT', source: 'config-content', path: null, label: 'AGENTFORGE_CONFIG_CONTENT', status: 'read', reason: 'set', text };
}

function accountLayer(input: LoaderInput): Layer {
  const account = input.account;
  if (!account) return skipped('account', 'console org config', 'not set: no account with an active org');
  return { id: `account:${account.url}`, source: 'account', path: account.url, label: 'console org config', status: 'read', reason: 'active org', text: account.text };
}

/** Finds every layer from the input's files, env, cwd, worktree and home alone, in merge order (semantics §1, §2, §5). */
export function discoverLayers(input: LoaderInput): Layer[] {
  // The input's paths are already in engine form (the scenario boundary converts them once).
  const vfs = createVfs(input.files);
  const disabled = isTruthyFlag(input.env.AGENTFORGE_DISABLE_PROJECT_CONFIG);
  const globalDir = globalConfigDir(input.home, input.env);
  const managedDir = managedConfigDir(input.platform ?? 'linux', input.env);
  return [
    ...remoteLayers(input),
    ...globalLayers(vfs, input, globalDir),
    configEnvLayer(vfs, input),
    ...projectLayers(vfs, input, disabled),
    ...configDirLayers(vfs, input, globalDir, disabled),
    contentLayer(input),
    accountLayer(input),
    ...['agentforge.json', 'agentforge.jsonc'].map((name) => fileLayer(vfs, 'managed', join(managedDir, name), `managed ${name}`)),
  ];
}
