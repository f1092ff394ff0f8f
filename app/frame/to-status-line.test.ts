import { describe, expect, it } from 'vitest';
import type { Layer, Diagnostic } from '../../engine/index.ts';
import { formatMs, toStatusLine } from './to-status-line.ts';

const layer = (status: Layer['status']): Layer => ({ id: status, source: 'project', path: null, label: 'x', status, reason: '' });
const diag = (severity: Diagnostic['severity']): Diagnostic => ({ code: 'c', severity, message: '<script>' });

describe('toStatusLine', () => {
  it.each([
    { layers: [layer('read'), layer('read'), layer('seeded'), layer('skipped')], diags: [diag('warning')], ms: 0.42, text: '3 layers read, 1 skipped · 1 warning · analysed in 0.4 ms' },
    { layers: [layer('read')], diags: [], ms: 12.6, text: '1 layer read, 0 skipped · 0 warnings · analysed in 13 ms' },
    { layers: [], diags: [diag('error'), diag('error'), diag('info')], ms: NaN, text: '0 layers read, 0 skipped · 0 warnings · 2 errors · analysed in ? ms' },
  ])('$text', ({ layers, diags, ms, text }) => {
    const line = toStatusLine(layers, diags, ms);
    expect(line.text).toBe(text);
    expect([line.layersText, line.problemsText, line.timeText].join(' · ')).toBe(text);
  });
});

describe('formatMs', () => {
  it.each([[0, '0.0 ms'], [9.94, '9.9 ms'], [10, '10 ms'], [-1, '? ms'], [Infinity, '? ms']])('%s -> %s', (ms, s) => expect(formatMs(ms)).toBe(s));
});
