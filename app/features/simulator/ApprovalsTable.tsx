import type { ApprovalRow } from './to-approval-rows.ts';

/** The instance-wide approvals that Always answers stored, shown as the rules they are. */
export function ApprovalsTable({ rows }: { readonly rows: readonly ApprovalRow[] }) {
  if (rows.length === 0) return <p className="muted">No approvals yet: an Always answer stores its always patterns here, for every session of the instance.</p>;
  return (
    <table aria-label="Approvals" className="grid">
      <caption className="caption">Approvals (origin: approval), evaluated after every ruleset, shared by all sessions until the instance reloads</caption>
      <thead>
        <tr>
          <th scope="col">Permission</th>
          <th scope="col">Pattern</th>
          <th scope="col">Action</th>
          <th scope="col">From</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${i}:${r.permission}:${r.pattern}`}>
            <td className="mono">{r.permission}</td>
            <td className="mono">{r.pattern}</td>
            <td>{r.action}</td>
            <td className="mono">{r.from}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
