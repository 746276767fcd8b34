import { Alert, Button } from 'antd';
import { remoteLabel } from '../state/remotes';
import type { VersionSkewError } from '../state/skew';

/** The notice's title: which way the area and the shell are apart. */
export function versionSkewTitle(error: VersionSkewError): string {
  const area = remoteLabel(error.remote);
  return error.unmet.some((entry) => entry.needsNewer)
    ? `Der Bereich „${area}“ braucht eine neuere Version des Back-Office.`
    : `Der Bereich „${area}“ wurde für eine ältere Version des Back-Office gebaut.`;
}

/**
 * A remote whose shared singletons (session, router, React, antd …) the shell cannot give it:
 * it is not started, and its area says why and what helps, instead of staying blank or
 * failing half-way. „Neu laden“ loads the page again, with the shell deployed meanwhile.
 */
export function VersionSkewNotice({ error }: { error: VersionSkewError }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="version-skew-notice"
      title={versionSkewTitle(error)}
      description={
        <>
          <ul style={{ margin: '4px 0 8px', paddingInlineStart: 20 }}>
            {error.unmet.map((entry) => (
              <li key={entry.name}>
                <code>{entry.name}</code>: gebaut für {entry.required}, das Back-Office hat{' '}
                {entry.present}
              </li>
            ))}
          </ul>
          Dieser Bereich öffnet sich, sobald Back-Office und Bereich zusammenpassen: das Back-Office
          (bzw. den Bereich) neu bauen und bereitstellen, dann die Seite neu laden. Die übrigen
          Bereiche funktionieren weiterhin.
        </>
      }
      action={<Button onClick={() => window.location.reload()}>Neu laden</Button>}
    />
  );
}
