import { useMemo, useState } from 'react';
import { fileTexts } from '../../../engine/index.ts';
import { useLatestAnalysisState } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { countBuiltNodes, countLeaves, MAX_TREE_NODES, toMergedTree, type MergedNode } from './to-merged-tree.ts';
import { MERGED_KIND_OPTIONS, toLeafMatcher } from './to-merged-filter.ts';
import { ACTION_CHOICE, ListFilter } from '../../shared/list-filter/ListFilter.tsx';
import { EMPTY_FILTER, toCountText, toOptions } from '../../shared/list-filter/to-list-filter.ts';
import { PathButton } from '../../shared/PathButton.tsx';

function Badge({ node }: { readonly node: MergedNode }) {
  const reveal = usePlayground((s) => s.reveal);
  const b = node.badge;
  if (!b) return null;
  return (
    <span className="prov">
      <span className="prov-set">set by {b.location ? b.setBySource : b.setBy}</span>
      {b.location && b.locationText && (
        <button type="button" className="location" title={`Show ${b.location.file}:${b.location.line} in the editor`} onClick={() => reveal(b.location)}>
          {b.locationText}
        </button>
      )}
      {b.overrodeValues.length > 0 && (
        <span className="prov-over">
          overrode{' '}
          {b.overrodeValues.map((v, i) => (
            <span key={i} className="prov-over-value">
              {i > 0 && ', '}
              {v.by}
              {v.text !== null && (
                <>
                  {' (was '}
                  <code aria-label={`value in ${v.by}`}>{v.text}</code>
                  {')'}
                </>
              )}
            </span>
          ))}
        </span>
      )}
      <PathButton selection={{ kind: 'value', keyPath: node.keyPath }} name={node.keyPath.join('.')} />
    </span>
  );
}

function Node({ node }: { readonly node: MergedNode }) {
  if (node.kind === 'value') {
    return (
      <li className="merged-leaf">
        <span className="merged-key mono">{node.key}</span>: <code className="merged-value">{node.value}</code> <Badge node={node} />
      </li>
    );
  }
  return (
    <li>
      <details open={node.keyPath.length < 3}>
        <summary>
          <span className="merged-key mono">{node.key}</span> <span className="muted">{node.value}</span>
        </summary>
        {/* Outside the summary: a button inside a summary is nested interactive content. */}
        {node.badge && (
          <div className="merged-branch-badge">
            <Badge node={node} />
          </div>
        )}
        <ul className="merged-list">
          {node.children.map((c) => (
            <Node key={c.id} node={c} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The merged config as a tree; every value carries the layer that set it and the layers it overrode. */
export function MergedView() {
  const { analysis, isUpdating } = useLatestAnalysisState();
  const { load, scenario } = analysis;
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const keep = useMemo(() => toLeafMatcher(filter, load.provenance) ?? undefined, [filter, load]);
  // At most MAX_TREE_NODES nodes are built and drawn: a 100,000-rule config stays a bounded amount of work.
  const tree = useMemo(
    () => (load.config ? toMergedTree(load.config, { layers: load.layers, provenance: load.provenance, worktree: scenario.worktree, home: scenario.home, files: fileTexts(scenario.files) }, MAX_TREE_NODES, keep) : null),
    [load, scenario, keep],
  );
  const count = useMemo(() => (load.config ? countLeaves(load.config, keep) : { total: 0, kept: 0 }), [load, keep]);
  const layers = useMemo(() => toOptions([...load.layers.map((l) => l.source), 'transform']).map((l) => ({ value: l, label: l })), [load]);
  if (!tree) {
    return (
      <p className="empty" role="alert">
        The reference refuses this config{load.error ? `: ${load.error.name} in ${load.error.data.path ?? '?'}${load.error.line ? `:${load.error.line}:${load.error.column}` : ''}` : ''}. Nothing is merged.
      </p>
    );
  }
  return (
    <section className="merged" aria-label="Merged config" aria-busy={isUpdating}>
      <p className="caption">
        The config after every layer and transform, in key order. Each badge names the layer that set the value.
        {isUpdating && <span className="muted"> Updating for the current text…</span>}
      </p>
      <ListFilter
        name="merged values"
        filter={filter}
        onFilter={setFilter}
        count={toCountText(count.kept, count.total, ['value', 'values'])}
        textLabel="Filter merged values"
        placeholder="key path or value"
        actions={{ ...ACTION_CHOICE, label: 'Value', any: 'any value' }}
        layers={{ label: 'Set by', any: 'any layer', options: layers }}
        kinds={{ label: 'Kind', any: 'any value', options: MERGED_KIND_OPTIONS }}
      />
      {tree && countBuiltNodes(tree) >= MAX_TREE_NODES && (
        <p className="note" role="note">
          Showing the first {MAX_TREE_NODES} entries (keys and values) in key order: filter to reach the others.
        </p>
      )}
      {count.kept === 0 && <p className="empty">No value matches the filter.</p>}
      <ul className="merged-list merged-root">
        {tree.map((n) => (
          <Node key={n.id} node={n} />
        ))}
      </ul>
    </section>
  );
}
