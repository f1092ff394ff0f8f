#!/usr/bin/env node
// agentforge-playground: starts the bundled CLI (cli.cjs beside this file) with V8's code cache, so a run does not
// compile 400 kB of JavaScript again (about 25 ms of a `check` on a 2-core machine). Node 22 has
// module.enableCompileCache(); this does the same on Node 20. The cache lives in the user's own cache directory
// (created 0700, used only when this user owns it), one file per installed bundle, Node version and command; any
// problem with it means a run without it. AGENTFORGE_PLAYGROUND_NO_CACHE=1 turns it off.
'use strict';
// CommonJS on purpose: an ES module entry starts Node's ES module loader (and with it node:fs/promises, readline and
// streams), about 10 ms of a run that needs none of them.
const { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { Script } = require('node:vm');

const file = join(__dirname, 'cli.cjs');
const source = readFileSync(file, 'utf8');

/** The user's cache directory for this CLI, or null where it cannot be trusted or made. */
function cacheDir() {
  if (process.env.AGENTFORGE_PLAYGROUND_NO_CACHE) return null;
  try {
    const base = process.env.XDG_CACHE_HOME || (process.platform === 'win32' ? process.env.LOCALAPPDATA : null) || join(process.env.HOME || require('node:os').homedir(), '.cache');
    const dir = join(base, 'agentforge-playground');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stat = statSync(dir);
    // Bytecode is code: read it only from a directory no other user can write.
    if (typeof process.getuid === 'function' && (stat.uid !== process.getuid() || (stat.mode & 0o022) !== 0)) return null;
    return dir;
  } catch {
    return null;
  }
}

/** The cache file for this bundle, Node and command (with its directory and key), or null when there is no trusted place for it. */
function cacheFileFor(command) {
  const dir = cacheDir();
  if (!dir) return null;
  // The bundle as installed (size, change time, inode) and this Node: an update or another Node never meets an old cache.
  const { size, mtimeMs, ino } = statSync(file);
  const key = `${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}-${ino.toString(36)}-${process.version}-${process.arch}`.replace(/[^\w.-]/g, '_');
  return { dir, key, file: join(dir, `${key}-${/^[a-z-]{1,20}$/.test(command ?? '') ? command : 'other'}.bin`) };
}

/** Removes the caches of other installs and Node versions (an update would otherwise leave them behind for good). */
function removeOtherCaches(dir, key) {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(`${key}-`) && /\.bin$/.test(name)) {
      try {
        unlinkSync(join(dir, name));
      } catch {
        // Another run may have removed it first.
      }
    }
  }
}

/** The require() the bundle gets: this file's own, which resolves as one made for the bundle beside it would (same
 * directory), without loading node:module. js-yaml's `!!js/function` type asks for esprima through a require() no
 * bundler follows; the engine's safe schema never uses it, so the CLI answers as if esprima were not installed (what
 * js-yaml expects). */
function bundleRequire() {
  return Object.assign((id) => {
    if (id === 'esprima') throw new Error('esprima is not part of the CLI');
    return require(id);
  }, require);
}

/** Compiles the bundle with the cached code when there is some (V8 rejects a cache that does not fit), runs it, and
 * writes the cache at exit when there was none, so the functions this command ran are in it too (or earlier, when the
 * CLI is about to change a V8 flag). */
function runCached() {
  const cache = cacheFileFor(process.argv[2]);
  const cacheFile = cache ? cache.file : null;
  let cachedData;
  try {
    cachedData = cacheFile ? readFileSync(cacheFile) : undefined;
  } catch {
    cachedData = undefined;
  }
  // cli.cjs is the CommonJS module wrapper with the bundle inside (scripts/build-cli.mjs): it runs as it would under require().
  const script = new Script(source, {
    filename: file,
    cachedData,
  });
  if (cacheFile && (!cachedData || script.cachedDataRejected)) {
    let isWritten = false;
    const write = () => {
      if (isWritten) return;
      isWritten = true;
      try {
        // Through a temporary name, so no other run reads half a file.
        const temporary = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
        renameSync(temporary, cacheFile);
        removeOtherCaches(cache.dir, cache.key);
      } catch {
        // A cache that cannot be written only costs the next run its compile.
      }
    };
    process.once('exit', write);
    // The CLI calls this before it changes a V8 flag (cli/cli.ts, keepWasmOnBaselineCompiler): a cache written after
    // that would be rejected by every run that starts without the flag.
    globalThis[Symbol.for('agentforge-playground.write-code-cache')] = write;
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, bundleRequire(), module, file, dirname(file));
}

// The build leaves no import() in the bundle (a vm script has no module loader for it): see scripts/build-cli.mjs.
runCached();
