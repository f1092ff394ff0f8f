import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { BUILTIN_TOOLS, TOOL_PARAMETERS, toToolInput } from '../../../engine/index.ts';
import { toTextRows } from '../../shared/to-text-rows.ts';

interface Props {
  /** Tools the Tools table lists besides the built-in ones (custom, MCP). */
  readonly extraTools: readonly string[];
  readonly onPlay: (sessionID: string, tool: string, input: Readonly<Record<string, unknown>>) => void;
}

/** The form that adds one tool call: the session it runs in, the tool, and its main parameter. */
export function CallForm({ extraTools, onPlay }: Props) {
  const id = useId();
  const [sessionID, setSessionID] = useState('ses_a');
  const [tool, setTool] = useState('bash');
  const [text, setText] = useState('git status');
  const tools = [...BUILTIN_TOOLS, ...extraTools.filter((t) => !BUILTIN_TOOLS.includes(t))];
  const param = Object.hasOwn(TOOL_PARAMETERS, tool) ? TOOL_PARAMETERS[tool] : undefined;
  const label = tool === 'apply_patch' ? 'Files to patch' : (param?.label ?? 'Input');
  // A command or a patch may span lines: Enter adds one, Ctrl+Enter (or ⌘+Enter) plays the call.
  const isMultiLine = tool === 'bash' || tool === 'apply_patch';

  const play = () => onPlay(sessionID.trim() || 'ses_a', tool, toToolInput(tool, text));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    play();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      play();
    }
  };

  return (
    <form className="tester-fields sim-form" aria-label="New tool call" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-session`}>Session</label>
        <input id={`${id}-session`} list={`${id}-sessions`} value={sessionID} spellCheck={false} autoComplete="off" onChange={(e) => setSessionID(e.target.value)} />
        <datalist id={`${id}-sessions`}>
          <option value="ses_a" />
          <option value="ses_b" />
        </datalist>
      </div>
      <div className="field">
        <label htmlFor={`${id}-tool`}>Tool</label>
        <select id={`${id}-tool`} value={tool} onChange={(e) => setTool(e.target.value)}>
          {tools.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div className="field field-wide">
        <label htmlFor={`${id}-input`}>{label}</label>
        {isMultiLine ? (
          <textarea id={`${id}-input`} className="command-input" rows={toTextRows(text)} value={text} spellCheck={false} autoComplete="off" aria-describedby={`${id}-hint`} onKeyDown={onKeyDown} onChange={(e) => setText(e.target.value)} />
        ) : (
          <input id={`${id}-input`} value={text} disabled={!param} spellCheck={false} autoComplete="off" onChange={(e) => setText(e.target.value)} />
        )}
        {isMultiLine && (
          <span id={`${id}-hint`} className="field-hint">
            Enter adds a line; Ctrl+Enter plays the call. The text goes to the tool exactly as typed.
          </span>
        )}
      </div>
      <button type="submit" className="button">
        Play call
      </button>
    </form>
  );
}
