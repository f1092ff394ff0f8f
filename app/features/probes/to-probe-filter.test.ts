import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, type ListFilter } from '../../shared/list-filter/to-list-filter.ts';
import { filterProbeRows, toProbeLayerOptions } from './to-probe-filter.ts';
import type { ProbeRow } from './to-probe-rows.ts';

function row(index: number, permission: string, input: string, action: ProbeRow['action'], verdict: ProbeRow['verdict'], layer: string | null | 'none', agent: string | null = null): ProbeRow {
  const rule = layer === 'none' ? null : { index: 1, source: { label: `${permission}["*"]`, origin: '', layer, location: null, locationText: layer ? 'agentforge.json:3:5' : null, isSession: false } };
  return { index, permission, input, agent, expect: null, verdict, action, stage: null, mismatch: null, reason: '', rule };
}

const ROWS: readonly ProbeRow[] = [
  row(0, 'bash', 'git push', 'deny', 'fail', 'project'),
  row(1, 'bash', 'git status', 'allow', 'pass', 'global'),
  row(2, 'edit', 'src/app.ts', 'ask', 'none', null, 'plan'),
  row(3, 'read', '.env', 'ask', 'pass', 'none'),
  row(4, 'external_directory', '/tmp/x', null, 'undecided', 'none'),
];

const indexes = (patch: Partial<ListFilter>) => filterProbeRows(ROWS, { ...EMPTY_FILTER, ...patch }).map((r) => r.index);

describe('filterProbeRows', () => {
  it.each<[string, Partial<ListFilter>, number[]]>([
    ['no filter', {}, [0, 1, 2, 3, 4]],
    ['permission', { text: 'bash' }, [0, 1]],
    ['input', { text: 'push' }, [0]],
    ['permission and input words', { text: 'bash status' }, [1]],
    ['an agent', { text: 'plan' }, [2]],
    ['the deciding key', { text: 'edit["*"]' }, [2]],
    ['action', { action: 'ask' }, [2, 3]],
    ['failing', { kind: 'fail' }, [0]],
    ['not decided', { kind: 'undecided' }, [4]],
    ['layer', { layer: 'global' }, [1]],
    ['built-in', { layer: 'built-in' }, [2]],
    ['decided by no rule', { layer: 'no rule' }, [3, 4]],
    ['a hostile query', { text: '.*(a+)+$' }, []],
  ])('%s', (_name, patch, expected) => expect(indexes(patch)).toEqual(expected));
  it('layer options', () => expect(toProbeLayerOptions(ROWS)).toEqual(['project', 'global', 'built-in', 'no rule']));
});
