import { describe, expect, it } from 'vitest';
import { ARITY_BY_PREFIX, alwaysPatternOf, commandPrefix } from './arity.ts';

describe('ARITY_BY_PREFIX', () => {
  it('holds exactly the reference keys: 25 of arity 1, 64 of arity 2, 47 of arity 3', () => {
    const count = (arity: number) => [...ARITY_BY_PREFIX.values()].filter((a) => a === arity).length;
    expect([count(1), count(2), count(3), ARITY_BY_PREFIX.size]).toEqual([25, 64, 47, 136]);
  });

  it('has no key of more than two words and no key that is not listed by its own arity', () => {
    for (const [key, arity] of ARITY_BY_PREFIX) {
      expect(key.split(' ').length).toBeLessThanOrEqual(2);
      expect([1, 2, 3]).toContain(arity);
    }
  });

  it('leaves out the wrappers the reference does not list', () => {
    for (const name of ['sudo', 'npx', 'python3', 'time', 'xargs', 'nohup', 'bash', 'turbo run']) expect(ARITY_BY_PREFIX.has(name)).toBe(false);
  });
});

describe('commandPrefix / alwaysPatternOf', () => {
  it.each([
    [['ls', '-la'], 'ls *'],
    [['git', 'status'], 'git status *'],
    [['git', 'config', 'user.name', 'x'], 'git config user.name *'],
    [['git', '-C', 'x', 'status'], 'git -C *'],
    [['npm', 'run'], 'npm run *'],
    [['npm', 'run', 'dev', '--', '--port'], 'npm run dev *'],
    [['npm', 'run', '"dev"'], 'npm run "dev" *'],
    [['"git"', 'status'], '"git" *'],
    [['make'], 'make *'],
    [['docker', 'compose', '-f', 'x.yml', 'up'], 'docker compose -f *'],
    [['gcloud', 'config'], 'gcloud config *'],
    [['python3', '-m', 'http.server'], 'python3 *'],
    [['turbo', 'run', 'build'], 'turbo run *'],
    [['sudo', 'rm', '-rf', '/'], 'sudo *'],
    [[''], ' *'],
    [[], ' *'],
  ])('%j gives %j', (tokens, expected) => {
    expect(alwaysPatternOf(tokens)).toBe(expected);
  });

  it('takes the longest matching key', () => {
    expect(commandPrefix(['kubectl', 'rollout', 'restart', 'deploy/api'])).toEqual(['kubectl', 'rollout', 'restart']);
    expect(commandPrefix(['kubectl', 'get', 'pods'])).toEqual(['kubectl', 'get']);
  });

  it('reproduces the plain-object lookup: an inherited property name keeps no token', () => {
    expect(alwaysPatternOf(['constructor', 'x'])).toBe(' *');
    expect(alwaysPatternOf(['toString'])).toBe(' *');
    expect(alwaysPatternOf(['__proto__', 'a'])).toBe(' *');
    expect(alwaysPatternOf(['git', 'constructor'])).toBe('git constructor *');
    expect(alwaysPatternOf(['Constructor'])).toBe('Constructor *');
  });

  it('is linear on a 50,000-token command', () => {
    const tokens = ['echo', ...Array.from({ length: 50_000 }, () => 'a')];
    expect(alwaysPatternOf(tokens)).toBe('echo *');
  });
});
