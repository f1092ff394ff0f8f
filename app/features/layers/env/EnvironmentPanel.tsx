import { useState, type FormEvent } from 'react';
import { PLATFORMS, isPlatform } from '../../../../engine/index.ts';
import { usePlayground, type PlaygroundState } from '../../../store/store.ts';
import { EnvJsonField } from './EnvJsonField.tsx';
import { KNOWN_ENV_VARS } from './env-vars.ts';

const selectScenario = (s: PlaygroundState) => s.scenario;
const CONTEXT_FIELDS = [
  { key: 'cwd', label: 'cwd', help: 'Where the agent runs; the project walk starts here.' },
  { key: 'worktree', label: 'worktree', help: 'The git root; the walk stops here (/ outside git).' },
  { key: 'home', label: 'home', help: '~ in paths and patterns.' },
] as const;

/** The Environment tab: AGENTFORGE_* variables (the two JSON ones in Monaco) and the process context. */
export function EnvironmentPanel() {
  const scenario = usePlayground(selectScenario);
  const [newName, setNewName] = useState('');
  const { setEnv, setContext } = usePlayground.getState();
  const known = new Set(KNOWN_ENV_VARS.map((v) => v.name));
  const others = Object.keys(scenario.env).filter((k) => !known.has(k));
  const addVar = (e: FormEvent) => {
    e.preventDefault();
    const name = newName.trim();
    if (name && scenario.env[name] === undefined) setEnv(name, '1');
    setNewName('');
  };
  return (
    <div className="ev">
      <fieldset className="ev-group">
        <legend>Context</legend>
        {CONTEXT_FIELDS.map((f) => (
          <label key={f.key} className="ev-row" title={f.help}>
            <span className="ev-label">{f.label}</span>
            <input value={scenario[f.key]} spellCheck={false} onChange={(e) => setContext({ [f.key]: e.target.value })} />
          </label>
        ))}
        <label className="ev-row">
          <span className="ev-label">platform</span>
          <select value={scenario.platform} onChange={(e) => isPlatform(e.target.value) && setContext({ platform: e.target.value })}>
            {PLATFORMS.map((p) => (
              <option key={p} value={p}>{p}</option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset className="ev-group">
        <legend>Environment variables</legend>
        {KNOWN_ENV_VARS.filter((v) => v.isJson).map((v) => (
          <EnvJsonField key={v.name} name={v.name} help={v.help} />
        ))}
        {KNOWN_ENV_VARS.filter((v) => !v.isJson).map((v) => (
          <label key={v.name} className="ev-row" title={v.help}>
            <span className="ev-label"><code>{v.name}</code></span>
            <input value={scenario.env[v.name] ?? ''} placeholder="not set" spellCheck={false} aria-description={v.help} onChange={(e) => setEnv(v.name, e.target.value === '' ? undefined : e.target.value)} />
          </label>
        ))}
        {others.map((name) => (
          <div key={name} className="ev-row">
            <label className="ev-label" htmlFor={`env-${name}`}><code>{name}</code></label>
            <input id={`env-${name}`} value={scenario.env[name] ?? ''} spellCheck={false} onChange={(e) => setEnv(name, e.target.value)} />
            <button type="button" aria-label={`Unset ${name}`} onClick={() => setEnv(name, undefined)}>×</button>
          </div>
        ))}
        <form className="ev-row" onSubmit={addVar}>
          <label className="ev-label" htmlFor="env-new">Add variable</label>
          <input id="env-new" value={newName} placeholder="NAME (used by {env:NAME})" spellCheck={false} onChange={(e) => setNewName(e.target.value)} />
          <button type="submit" disabled={newName.trim() === ''}>Add</button>
        </form>
      </fieldset>
    </div>
  );
}
