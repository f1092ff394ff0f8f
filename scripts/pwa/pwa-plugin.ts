import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ICONS, renderIcon } from './icons.ts';
import { writeServiceWorker } from './write-service-worker.ts';

/**
 * Installable and offline: the build emits the manifest's icons (drawn in code) and, once every file is written,
 * sw.js with the list of them all (scripts/pwa/write-service-worker.ts). The dev server serves the icons too; the
 * page registers the worker only in builds (app/pwa/UpdateOffer.tsx).
 */
export function pwaPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'agentforge-pwa',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const icon = ICONS.find((i) => req.url?.split('?')[0].endsWith(`/${i.file}`));
        if (!icon) return next();
        res.setHeader('content-type', 'image/png');
        res.end(renderIcon(icon));
      });
    },
    generateBundle() {
      for (const icon of ICONS) this.emitFile({ type: 'asset', fileName: icon.file, source: renderIcon(icon) });
    },
    async writeBundle() {
      const { version, urls } = await writeServiceWorker(outDir);
      this.info(`service worker: build ${version}, ${urls.length} files precached`);
    },
  };
}
