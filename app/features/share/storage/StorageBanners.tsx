import { usePlayground } from '../../../store/store.ts';
import { downloadText } from './download-text.ts';
import { loadWithView, toSavedAtText } from '../open-link.ts';
import { toScenarioFileName } from './to-scenario-file-name.ts';

function downloadScenario(): void {
  const { scenario } = usePlayground.getState();
  downloadText(toScenarioFileName(scenario), `${JSON.stringify(scenario, null, 2)}\n`);
}

/** What stays on screen until dealt with: work that is not being saved, and newer work from another tab. */
export function StorageBanners() {
  const problem = usePlayground((s) => s.storageProblem);
  const offer = usePlayground((s) => s.draftOffer);
  const offerDraft = usePlayground((s) => s.offerDraft);
  if (!problem && !offer) return null;
  return (
    <div className="storage-banners">
      {problem && (
        <div role="alert" aria-label="Work not saved" className="storage-banner storage-banner-problem">
          <span>
            {problem.kind === 'full'
              ? 'This browser’s storage is full: your latest changes are not saved here and a reload would bring back '
              : problem.kind === 'too-big'
                ? 'This scenario is too big to save in this browser as you edit: a reload would bring back '
                : 'This browser blocks local storage: nothing you do here is saved, and a reload would bring back '}
            {problem.lastSavedAt !== null ? `the version saved at ${toSavedAtText(problem.lastSavedAt)}.` : 'an earlier scenario.'} Download the scenario to keep it.
          </span>
          <button type="button" onClick={downloadScenario}>Download scenario</button>
        </div>
      )}
      {offer && (
        <div role="region" aria-label="Newer work in another tab" className="storage-banner">
          <span>
            Another tab has newer work: “{offer.title}”, saved at {toSavedAtText(offer.savedAt)}. Opening it here keeps your current scenario under Examples → Recent scenarios.
          </span>
          <button
            type="button"
            onClick={() => {
              offerDraft(null);
              loadWithView(offer.scenario, offer.view);
            }}
          >
            Open it
          </button>
          <button
            type="button"
            onClick={() => {
              offer.onKeep();
              offerDraft(null);
            }}
          >
            Keep mine
          </button>
        </div>
      )}
    </div>
  );
}
