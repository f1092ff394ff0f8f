import { AgentPicker } from './AgentPicker.tsx';
import { CopyMarkdownButton } from './CopyMarkdownButton.tsx';
import { ExamplesMenu } from './ExamplesMenu.tsx';
import { ModelField } from './ModelField.tsx';
import { NarrowRequest } from './NarrowRequest.tsx';
import { RunModeSwitch } from '../shared/run-mode/RunModeSwitch.tsx';
import { ShareBar } from '../features/share/ShareBar.tsx';

/** The top bar: title, examples, share and Copy as Markdown, and the controls that shape the request (agent, model, per-request tools). */
export function Header() {
  return (
    <header className="header">
      <h1 className="title">Agentforge Permission Playground</h1>
      <ExamplesMenu />
      <ShareBar />
      <CopyMarkdownButton />
      <div className="controls">
        <AgentPicker />
        <ModelField />
        <RunModeSwitch />
        <NarrowRequest />
      </div>
    </header>
  );
}
