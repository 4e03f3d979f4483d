import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface Props {
  /** A new value (the next path) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/**
 * Catches a screen's render or chunk-loading error and shows the error page in its place, keeping the
 * layout around it (the declarative router has no per-route errorElement).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
