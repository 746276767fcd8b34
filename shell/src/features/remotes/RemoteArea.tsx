import { Alert, Button, Spin } from 'antd';
import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { RemoteList } from '@bestellwerk/api-client';
import { loadRemoteApp, registerRemoteList, remoteLabel } from './remotes';

export const remoteLoadError = (name: string) =>
  `Das Modul „${remoteLabel(name)}“ konnte nicht geladen werden.`;

interface BoundaryProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render; the rest of the shell keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Modul ${this.props.name}:`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
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

/**
 * One remote's area: its './App' loaded when the area is first opened, behind an error
 * boundary with a German message and a retry that registers the remote afresh.
 */
export function RemoteArea({ name, remotes }: { name: string; remotes: RemoteList }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(
    () => lazy(async () => ({ default: await loadRemoteApp(name) })),
    // A new attempt needs a new lazy component: React caches the rejected one.
    [name, attempt],
  );
  const retry = () => {
    registerRemoteList(remotes, [name]);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} name={name} onRetry={retry}>
      <Suspense
        fallback={
          <div style={{ padding: 48, textAlign: 'center' }}>
            <Spin size="large" description={`${remoteLabel(name)} werden geladen …`} />
          </div>
        }
      >
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
