import type { ExplainedRule, LostRule } from '../../../engine/index.ts';
import { usePlayground } from '../../store/store.ts';

/** A rule with its index, key and place; the place is a button that highlights the rule in its editor. */
export function RuleLine({ rule }: { readonly rule: ExplainedRule }) {
  const reveal = usePlayground((s) => s.reveal);
  const location = rule.location;
  return (
    <>
      <span className="rule-index">#{rule.index}</span> <code>{rule.label}</code>{!rule.label.endsWith(` ${rule.rule.action}`) && <span className="muted"> {rule.rule.action}</span>}{' '}
      {location ? (
        <button type="button" className="location" title={`Show ${location.file}:${location.line}:${location.column} in the editor`} onClick={() => reveal(location)}>
          {rule.where}
        </button>
      ) : (
        <span className="rule-origin">{rule.where}</span>
      )}
      {rule.isInherited && <span className="inherited-mark"> inherited</span>}
    </>
  );
}

/** A list of rules that did not decide, each with its reason. */
export function LostRules({ label, rules }: { readonly label: string; readonly rules: readonly LostRule[] }) {
  if (rules.length === 0) return null;
  return (
    <>
      <h4 className="explain-sub">{label}</h4>
      <ul className="explain-lost" aria-label={label}>
        {rules.map((r) => (
          <li key={r.index}>
            <s>
              <RuleLine rule={r} />
            </s>{' '}
            <span className="muted">{r.why}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
