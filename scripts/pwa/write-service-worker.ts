import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SERVICE_WORKER_FILE, toContentHash, toPrecache, type BuiltFile, type Precache } from './to-precache.ts';

const ENTRY = fileURLToPath(new URL('../../app/pwa/service-worker.ts', import.meta.url));

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, root) : [relative(root, path)];
  });
}

/** Every file in a build folder with the hash of its bytes. */
export function readBuiltFiles(outDir: string): BuiltFile[] {
  return listFiles(outDir).map((path) => ({ path, hash: toContentHash(readFileSync(join(outDir, path))) }));
}

/**
 * Writes sw.js into a finished build folder: app/pwa/service-worker.ts bundled with the list of every file in the
 * folder (as the browser will ask for them) and the build version they make up. Returns that precache.
 */
export async function writeServiceWorker(outDir: string): Promise<Precache> {
  const precache = toPrecache(readBuiltFiles(outDir));
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { __PWA_PRECACHE__: JSON.stringify(precache) },
  });
  writeFileSync(join(outDir, SERVICE_WORKER_FILE), `// Agentforge Permission Playground, build ${precache.version}\n${result.outputFiles[0].text}`);
  return precache;
}
