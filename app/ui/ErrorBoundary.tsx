import { Component, type ReactNode } from 'react';

interface Props {
  readonly name: string;
  readonly children: ReactNode;
}

interface State {
  readonly error: Error | null;
}

/** Contains a crash in one view: the rest of the page (and the user's work) keeps going. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className="view-error">
          <p>
            The {this.props.name} view failed: {this.state.error.message}. Your scenario is intact.
          </p>
          <button type="button" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}
