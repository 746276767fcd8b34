import { Card, Descriptions, Flex, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import type { Breakpoint } from 'antd';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { api, formatDateTime, type Schemas } from '@bestellwerk/api-client';
import { remoteLabel } from '../../remotes/state/remotes';
import {
  SHELL_BUILD,
  shellEntry,
  type BuildRecord,
  type SharedRecord,
} from '../../remotes/state/skew';
import {
  SHARED_STATUS_HINTS,
  SHARED_STATUS_LABELS,
  areaStatus,
  sharedStatus,
  type SharedStatus,
} from '../state/buildStatus';

type RemoteBuild = Schemas['RemoteBuildResponse'];

/**
 * Solid tags, white text on the theme's darker status colours (BackofficeFrame): antd's light
 * status tags miss 4.5:1 contrast.
 */
const STATUS_COLORS: Record<SharedStatus, string> = {
  fits: '#237804',
  ownCopy: '#0958d9',
  sameVersionOtherContent: '#ad4e00',
  unmet: '#cf1322',
};

function StatusTag({ status }: { status: SharedStatus }) {
  return (
    <Tooltip title={SHARED_STATUS_HINTS[status]}>
      <Tag variant="solid" color={STATUS_COLORS[status]}>
        {SHARED_STATUS_LABELS[status]}
      </Tag>
    </Tooltip>
  );
}

/** The build's version, commit and time, one column on a phone. */
function BuildFacts({
  build,
}: {
  build: { version: string | null; commit: string | null; builtAt: string | null };
}) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 3 }}
      items={[
        { key: 'version', label: 'Version', children: build.version || '–' },
        { key: 'commit', label: 'Stand (Commit)', children: <code>{build.commit ?? '–'}</code> },
        { key: 'builtAt', label: 'Gebaut', children: formatDateTime(build.builtAt) || '–' },
      ]}
    />
  );
}

/** The shared modules of a build; for a remote beside the shell's version and their status. */
function SharedTable({ shared, shell }: { shared: SharedRecord[]; shell: SharedRecord[] | null }) {
  const shellVersion = (name: string) => (shell && shellEntry(name, shell)?.version) ?? '–';
  return (
    <Table<SharedRecord>
      size="small"
      rowKey="name"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={shared}
      // On a phone: the package, the version built with and its status; the rest from md up.
      columns={[
        { key: 'name', title: 'Paket', render: (_, entry) => <code>{entry.name}</code> },
        ...(shell
          ? [
              {
                key: 'status',
                title: 'Zustand',
                render: (_: unknown, entry: SharedRecord) => (
                  <StatusTag status={sharedStatus(entry, shell)} />
                ),
              },
            ]
          : []),
        { key: 'version', title: 'Gebaut mit', dataIndex: 'version' },
        {
          key: 'required',
          title: 'Verlangt',
          responsive: ['md'],
          render: (_, entry) => entry.requiredVersion ?? '–',
        },
        ...(shell
          ? [
              {
                key: 'shell',
                title: 'Back-Office hat',
                responsive: ['md'] as Breakpoint[],
                render: (_: unknown, entry: SharedRecord) => shellVersion(entry.name),
              },
            ]
          : [
              {
                key: 'hash',
                title: 'Quellen',
                responsive: ['md'] as Breakpoint[],
                render: (_: unknown, entry: SharedRecord) =>
                  entry.contentHash ? <code>{entry.contentHash}</code> : '–',
              },
            ]),
        {
          key: 'kind',
          title: 'Art',
          responsive: ['md'],
          render: (_, entry) => (entry.singleton ? 'eine für alle' : 'eigene Kopie möglich'),
        },
      ]}
    />
  );
}

function RemoteCard({ build, shell }: { build: RemoteBuild; shell: SharedRecord[] }) {
  const label = remoteLabel(build.name);
  return (
    <Card
      title={label}
      data-testid={`build-${build.name}`}
      extra={
        build.error ? (
          <Tag variant="solid" color={STATUS_COLORS.unmet}>
            nicht erreichbar
          </Tag>
        ) : (
          <StatusTag status={areaStatus(build.shared, shell)} />
        )
      }
    >
      <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-all' }}>
        Modul <code>{build.name}</code> · <code>{build.manifestUrl}</code>
      </Typography.Paragraph>
      {build.error ? (
        <Typography.Paragraph type="danger">{build.error}</Typography.Paragraph>
      ) : (
        <>
          <BuildFacts build={build} />
          <SharedTable shared={build.shared} shell={shell} />
        </>
      )}
    </Card>
  );
}

/**
 * /backend#/operations („Betrieb“, admins): which build of the back office runs — the shell in
 * this browser (its compiled-in build record) and each area's remote as deployed (GET
 * /api/backoffice/builds) — with the shared versions each was built with and how they stand
 * to the shell's (README "Shipping one area alone").
 */
export function OperationsPage({ shell = SHELL_BUILD }: { shell?: BuildRecord | null }) {
  const builds = useEntityState<RemoteBuild[]>({
    load: () => api.backoffice.builds(),
    loadError: 'Die Versionen der Bereiche konnten nicht geladen werden.',
  });
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Betrieb
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Welche Version jedes Bereichs läuft und mit welchen gemeinsamen Paketen er gebaut wurde.
          Ein Bereich wird für sich gebaut und bereitgestellt; braucht er eine neuere Bibliothek als
          das Back-Office, bringt er seine eigene Kopie mit, außer bei Paketen, von denen es nur
          eine für alle geben darf.
        </Typography.Paragraph>
      </div>
      <Card
        title="Back-Office (Shell)"
        data-testid="build-shell"
        extra={<Tag>in diesem Browser</Tag>}
      >
        {shell ? (
          <>
            <BuildFacts build={shell} />
            <SharedTable shared={shell.shared} shell={null} />
          </>
        ) : (
          <Typography.Text type="secondary">
            Kein Build-Eintrag (Entwicklungsstand).
          </Typography.Text>
        )}
      </Card>
      <ErrorList errors={builds.errors} />
      {builds.loading && !builds.data && <Spin description="Versionen werden geladen …" />}
      {builds.data?.length === 0 && (
        <Typography.Text type="secondary">Es ist kein Bereich bereitgestellt.</Typography.Text>
      )}
      {builds.data?.map((build) => (
        <RemoteCard key={build.name} build={build} shell={shell?.shared ?? []} />
      ))}
    </Flex>
  );
}
