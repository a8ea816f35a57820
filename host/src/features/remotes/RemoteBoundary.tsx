import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@palpite/shared';
import { SectionUnavailable } from './SectionUnavailable.tsx';
import { resetRemote } from './remote-loader.ts';

interface Props {
  remote: RemoteName;
  /** Resets the boundary when it changes (e.g. on navigation). */
  resetKey?: string;
  compact?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
  resetKey: string | undefined;
}

/**
 * Keeps a failing remote inside its slot: the shell and the other remotes keep working, and
 * the player gets a translated panel with a retry.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, failed: false };
    return null;
  }

  // Commit phase, after the panel is shown: a navigation to another page of this remote (which
  // resets the boundary) then loads it again instead of getting the same rejected load back.
  override componentDidCatch(): void {
    resetRemote(this.props.remote);
  }

  private readonly retry = () => {
    resetRemote(this.props.remote);
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return <SectionUnavailable remote={this.props.remote} onRetry={this.retry} compact={this.props.compact} />;
    return (
      <div key={this.state.attempt} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
