import { usePlayground } from '../../../store/store.ts';

type ImportActions = typeof import('./import-actions.ts');

/**
 * Runs `run` with the import actions, loaded on first use: they and the engine's importers they call (CLI
 * output, pasted configs, dropped files, the permalink encoder) are not needed to paint the page.
 */
export function withImportActions(run: (actions: ImportActions) => void): void {
  import('./import-actions.ts').then(run, () =>
    usePlayground.getState().showShareNotice({ kind: 'error', text: 'The importer could not be loaded (the page could not fetch its code): reload to try again. Your current scenario is unchanged.' }),
  );
}
