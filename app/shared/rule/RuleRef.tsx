import { usePlayground } from '../../store/store.ts';
import type { RuleSource } from './to-rule-source.ts';
import { Breakable } from '../../ui/Breakable.tsx';

/** The button that jumps to a rule's position in its layer's editor. */
export function LocationButton({ source }: { readonly source: RuleSource }) {
  const reveal = usePlayground((s) => s.reveal);
  if (!source.location || !source.locationText) return null;
  const location = source.location;
  return (
    <button type="button" className="location" title={`Show ${location.file}:${location.line}:${location.column} in the editor`} onClick={() => reveal(location)}>
      <Breakable text={source.locationText} />
    </button>
  );
}

/** A rule as every view names it: `#3 edit["*"]`, its layer and position (a button), or the engine's origin words. */
export function RuleRef({ source, index }: { readonly source: RuleSource; readonly index: number | null }) {
  return (
    <span className="rule-ref">
      {index !== null && <span className="rule-index">#{index}</span>} <code className="rule-label">
        <Breakable text={source.label} />
      </code>{' '}
      {source.location ? (
        <span className="rule-origin">
          {source.layer ? `in the ${source.layer} layer ` : 'in '}
          <LocationButton source={source} />
        </span>
      ) : (
        <span className="rule-origin">{source.origin}</span>
      )}
      {source.isSession && <span className="session-mark"> (session rule)</span>}
    </span>
  );
}
