import { describe, expect, it } from 'vitest';
import type { LintFinding } from './lint-findings.ts';
import { lintAnnotations, lintMarkdown, lintText } from './lint-text.ts';

const findings: LintFinding[] = [
  { ruleId: 'shell/exact-only', level: 'warning', message: 'bash["git status"] matches only\nthe exact command', place: { file: 'a,b:c/agentforge.json', line: 3, column: 15 } },
  { ruleId: 'config/json-syntax', level: 'error', message: '100% broken | here', place: { file: 'x.json' } },
  { ruleId: 'rule/glob-intuition', level: 'note', message: 'n', place: null },
];

describe('lint text, Markdown and annotations', () => {
  it('a line per finding with its place and rule, then the counts', () => {
    expect(lintText(findings)).toEqual([
      'warning a,b:c/agentforge.json:3:15  bash["git status"] matches only\nthe exact command  [shell/exact-only]',
      'error   x.json  100% broken | here  [config/json-syntax]',
      'note    -  n  [rule/glob-intuition]',
      '',
      '3 problems (1 error, 1 warning, 1 note)',
    ]);
    expect(lintText([])).toEqual(['0 problems (0 errors, 0 warnings, 0 notes)']);
  });

  it('GitHub annotations escape their properties and data', () => {
    expect(lintAnnotations(findings)).toEqual([
      '::warning file=a%2Cb%3Ac/agentforge.json,line=3,col=15,title=shell/exact-only::bash["git status"] matches only%0Athe exact command',
      '::error file=x.json,title=config/json-syntax::100%25 broken | here',
      '::notice title=rule/glob-intuition::n',
    ]);
  });

  it('Markdown: one row per finding, pipes escaped, the worst level first in the summary', () => {
    const md = lintMarkdown(findings, 'ci/probes.json');
    expect(md).toContain('❌ 3 problems (1 error, 1 warning, 1 note)');
    expect(md).toContain('| ❌ error | `x.json` | 100% broken \\| here | `config/json-syntax` JsonSyntax |');
    expect(md.split('\n').filter((l) => /^\| (❌|⚠️|ℹ️)/.test(l))).toHaveLength(3);
  });
});
