import { Component, type ReactNode } from 'react';
import { forgetFailedLoads, type RemoteName, type WidgetSlot } from '@palpite/shared';
import { SectionUnavailable } from './SectionUnavailable.tsx';
import { onRemoteLoaded, releaseMovedOn, RemoteUnavailableError, resetRemote } from './remote-loader.ts';

interface Props {
  remote: RemoteName;
  /** Resets the boundary when it changes (e.g. on navigation). */
  resetKey?: string;
  compact?: boolean;
  /** What the panel says is unavailable, where "this section" would not say (a floating widget). */
  unavailableTitle?: string;
  /** The widget slot it stands for (its panel is found by `data-slot`: the skip link to the slip). */
  slot?: WidgetSlot;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
  resetKey: string | undefined;
  /** The player pressed Retry on this slot's panel: a panel shown again takes the focus the button had. */
  retried: boolean;
}

/**
 * Keeps a failing remote inside its slot: the shell and the other remotes keep working, and
 * the player gets a translated panel with a retry.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0, resetKey: this.props.resetKey, retried: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, failed: false, retried: false };
    return null;
  }

  private unsubscribe: (() => void) | null = null;
  /** The remote loaded, but one of its pages (its chunk, its render) failed. */
  private pageFailed = false;

  // Commit phase, after the panel is shown: a navigation to another page of this remote (which
  // resets the boundary) then loads it again instead of getting the same rejected load back. And
  // once another slot's retry has loaded the remote (the page's, under the bet slip's panel), this
  // slot renders it too, rather than keep saying it is unavailable.
  override componentDidCatch(error: unknown): void {
    this.pageFailed = !(error instanceof RemoteUnavailableError);
    resetRemote(this.props.remote);
    // The remote loaded but a page's own download failed: that page loads anew on the retry too.
    forgetFailedLoads();
    this.unsubscribe ??= onRemoteLoaded((name) => {
      if (name === this.props.remote && this.state.failed) this.renderAgain();
    });
  }

  override componentDidUpdate(): void {
    if (!this.state.failed) this.stopListening();
  }

  override componentWillUnmount(): void {
    this.stopListening();
  }

  private stopListening(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private readonly renderAgain = () => {
    resetRemote(this.props.remote);
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  // The panel hands the focus on as it goes (to the page's heading once shown): see SectionUnavailable.
  private readonly retry = () => {
    this.setState({ retried: true });
    if (!this.pageFailed) {
      this.renderAgain();
      return;
    }
    // A page of a release ops have since rolled back: only a new page load runs the release now named.
    void releaseMovedOn(this.props.remote).then((moved) => (moved ? location.reload() : this.renderAgain()));
  };

  override render() {
    if (this.state.failed)
      return (
        <SectionUnavailable
          remote={this.props.remote}
          onRetry={this.retry}
          compact={this.props.compact}
          title={this.props.unavailableTitle}
          slot={this.props.slot}
          takeFocus={this.state.retried}
        />
      );
    return (
      <div key={this.state.attempt} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
