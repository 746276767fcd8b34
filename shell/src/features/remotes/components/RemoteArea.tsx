import { Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteList } from '@bestellwerk/api-client';
import { loadRemoteApp, manifestUrlOf, registerRemoteList, remoteLabel } from '../state/remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/**
 * One remote's area: its './App' (or another exposed `module`) loaded when the area is first
 * opened, behind an error boundary with a German message and a retry that registers the
 * remote afresh; a remote that does not fit the shell's versions gets the notice instead.
 */
export function RemoteArea({
  name,
  remotes,
  timeoutMs,
  module = 'App',
  props = {},
}: {
  name: string;
  remotes: RemoteList;
  /** How long the remote may take to load (default REMOTE_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The exposed module, without './'. */
  module?: string;
  /** What the module's component is given. */
  props?: Record<string, unknown>;
}) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(
    () =>
      lazy(async () => ({
        default: await loadRemoteApp<Record<string, unknown>>(
          name,
          timeoutMs,
          module,
          remotes[name] ? manifestUrlOf(remotes, name) : undefined,
        ),
      })),
    // A new attempt needs a new lazy component: React caches the rejected one.
    [name, attempt, timeoutMs, module, remotes],
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
        <RemoteApp {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
