import { useId } from 'react';
import { isRunMode, RUN_MODES } from '../../../engine/index.ts';
import { usePlayground } from '../../store/store.ts';

/** The header's Run mode switch: interactive, non-interactive `run`, or `run --auto`. */
export function RunModeSwitch() {
  const mode = usePlayground((s) => s.runMode);
  const setRunMode = usePlayground((s) => s.setRunMode);
  const id = useId();
  const current = RUN_MODES.find((m) => m.mode === mode);
  return (
    <div className="field run-mode">
      <label htmlFor={id}>Run mode</label>
      <select id={id} value={mode} title={current ? `${current.command}: ${current.onAsk}` : undefined} onChange={(e) => isRunMode(e.target.value) && setRunMode(e.target.value)}>
        {RUN_MODES.map((m) => (
          <option key={m.mode} value={m.mode}>
            {m.label}
          </option>
        ))}
      </select>
    </div>
  );
}
