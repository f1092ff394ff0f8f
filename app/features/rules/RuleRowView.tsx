import { memo } from 'react';
import { LocationButton, RuleRef } from '../../shared/rule/RuleRef.tsx';
import { Breakable } from '../../ui/Breakable.tsx';
import { PathButton } from '../../shared/PathButton.tsx';
import { FixButton } from '../../shared/fix/FixButton.tsx';
import { toShadowFixRequest } from '../../shared/fix/to-fix-target.ts';
import { TOOL_TABLE_WORDS } from '../../../engine/index.ts';
import type { LostLegacyRuleRow, RuleRow } from './to-rule-rows.ts';

/** A legacy value that lost when folded, shown in the row before the rule that beat it. */
export function LostRow({ row }: { readonly row: LostLegacyRuleRow }) {
  return (
    <tr className="row-lost">
      <td className="mono">—</td>
      <td colSpan={3}>
        <span className="lost-value">{row.value}</span> <span className="muted">({row.scope})</span>
      </td>
      <td>{row.location && row.locationText && <LocationButton source={{ label: '', origin: '', layer: null, location: row.location, locationText: row.locationText, isSession: false }} />}</td>
      <td>
        <span className="lint">
          {TOOL_TABLE_WORDS.lostLegacyHead}: {row.lostTo}
        </span>
      </td>
    </tr>
  );
}

/** One rule of the ruleset: its index, permission, pattern, action, where it comes from, and its lints (kept while its row object is: a scroll renders only the rows that come into view). */
export const RuleRowView = memo(function RuleRowView({ row, agentKey }: { readonly row: RuleRow; readonly agentKey: string | null }) {
  return (
    <tr className={[row.source.isSession ? 'row-session' : '', row.coveredBy !== null ? 'row-dead' : ''].join(' ').trim() || undefined}>
      <td className="mono">
        {row.index}
        <PathButton selection={{ kind: 'rule', index: row.index }} name={`rule #${row.index}`} />
      </td>
      <td className="mono">
        <Breakable text={row.permission} />
      </td>
      <td className="mono">
        <Breakable text={row.pattern} />
      </td>
      <td>
        <span className={`action action-${row.action}`}>{row.action}</span>
      </td>
      <td>
        <RuleRef source={row.source} index={null} />
      </td>
      <td>
        {row.coveredBy !== null ? <span className="lint">can never win: covered by #{row.coveredBy}</span> : null}
        {row.coveredBy !== null && !row.source.isSession && <FixButton request={toShadowFixRequest(row, agentKey)} text="Quick fix" />}
        {row.globIntuition && (
          <div className="muted" role="note" aria-label={`Glob reading of rule #${row.index}`}>
            {row.globIntuition.detail}
          </div>
        )}
        {row.neverMatches && (
          <div className="lint" role="note" aria-label={`Never matches: rule #${row.index}`}>
            {row.neverMatches.detail}
          </div>
        )}
      </td>
    </tr>
  );
});
