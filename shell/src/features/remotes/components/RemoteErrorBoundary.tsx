import { Alert, Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { remoteLabel } from '../state/remotes';
import { VersionSkewError } from '../state/skew';
import { VersionSkewNotice } from './VersionSkewNotice';

export const remoteLoadError = (name: string) =>
  `Das Modul „${remoteLabel(name)}“ konnte nicht geladen werden.`;

interface BoundaryProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote that fails to load or to render; the rest of the shell keeps working. A
 * remote refused for its versions (VersionSkewError) gets its own notice.
 */
export class RemoteErrorBoundary extends Component<
  BoundaryProps,
  { failed: boolean; error: unknown }
> {
  state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown) {
    console.error(`Modul ${this.props.name}:`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.error instanceof VersionSkewError) {
      return <VersionSkewNotice error={this.state.error} />;
    }
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={remoteLoadError(this.props.name)}
        description="Bitte prüfen Sie die Verbindung und versuchen Sie es erneut. Die übrigen Bereiche funktionieren weiterhin."
        action={
          <Button danger onClick={this.props.onRetry}>
            Erneut versuchen
          </Button>
        }
      />
    );
  }
}
