import { Alert, App as AntApp, Button, Flex, Grid, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  BACKOFFICE_JOB_QUEUES,
  api,
  formatDateTime,
  type Device,
  type Job,
  type JobQueueName,
  type ListQuery,
  type Page,
} from '@bestellwerk/api-client';
import {
  EntityList,
  ErrorList,
  useEntityActions,
  useEntityState,
  type ListColumn,
} from '@bestellwerk/admin-kit';
import {
  JOB_QUEUE_LABELS,
  JOB_STATUS_VIEW,
  PRINTER_CHECK,
  jobTarget,
  printerTroubles,
} from '../state/jobsView';

/** A job's row: ids are unique per queue only. */
type JobRow = Job & { rowId: string };

const LOAD_ERROR = 'Aufträge konnten nicht geladen werden.';
const RETRY_ERROR = 'Der Auftrag konnte nicht erneut gestartet werden.';

function columns(
  deviceNames: ReadonlyMap<number, string>,
  onRetry: (job: Job) => void,
  busy: boolean,
  narrow: boolean,
): ListColumn<JobRow>[] {
  return [
    {
      key: 'time',
      title: 'Zeit',
      responsive: ['md'],
      render: (_, job) => formatDateTime(job.failedAt ?? job.createdAt),
    },
    {
      key: 'queue',
      title: 'Art',
      render: (_, job) => JOB_QUEUE_LABELS[job.queue] ?? job.queue,
    },
    {
      key: 'target',
      title: 'Ziel',
      responsive: ['md'],
      render: (_, job) => jobTarget(job, deviceNames),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, job) => {
        const view = JOB_STATUS_VIEW[job.status];
        return (
          // The retry sits with the status: in view on a phone too, beside a long error.
          <Flex vertical gap={6} align="flex-start">
            <Tag color={view.color}>{view.label}</Tag>
            {narrow && job.lastError && (
              // The list sizes its columns to their content: a phone's width holds the text.
              <Typography.Text type="danger" style={{ display: 'block', maxWidth: 240 }}>
                {job.lastError}
              </Typography.Text>
            )}
            {job.status === 'failed' && (
              <Button size="small" disabled={busy} onClick={() => onRetry(job)}>
                Erneut versuchen
              </Button>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'error',
      title: 'Fehler',
      // On a phone the error stands under the status (a fourth column would scroll away).
      responsive: ['md'],
      render: (_, job) =>
        job.lastError ? (
          <Flex vertical>
            <Typography.Text type="danger">{job.lastError}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {job.attempts} {job.attempts === 1 ? 'Versuch' : 'Versuche'}
            </Typography.Text>
          </Flex>
        ) : (
          '–'
        ),
    },
  ];
}

/**
 * Druck & Versand (admins): the print, SMS and e-mail jobs that failed or still wait, each
 * with its error and „Erneut versuchen“. A printer whose receipts fail (out of paper, off,
 * unplugged) is named above the list.
 */
export function JobsPage() {
  const { message } = AntApp.useApp();
  const screens = Grid.useBreakpoint();
  const actions = useEntityActions();
  const [refresh, setRefresh] = useState(0);
  const [failed, setFailed] = useState<Job[]>([]);
  const devices = useEntityState<Page<Device>>({
    load: () => api.devices.list({ perPage: 200 }),
    loadError: 'Geräte konnten nicht geladen werden.',
  });
  const deviceNames = useMemo(
    () => new Map((devices.data?.items ?? []).map((device) => [device.id, device.name])),
    [devices.data],
  );
  const troubles = printerTroubles(failed, deviceNames);

  const load = async (query: ListQuery) => {
    const queue = query.queue as JobQueueName | undefined;
    const jobs = (
      await api.jobs.list({ status: (query.status as 'failed' | 'waiting') ?? 'failed', queue })
    )
      .filter((job) => (BACKOFFICE_JOB_QUEUES as readonly string[]).includes(job.queue))
      .map((job): JobRow => ({ ...job, rowId: `${job.queue}:${job.id}` }));
    if ((query.status ?? 'failed') === 'failed') setFailed(jobs);
    return jobs;
  };

  const retry = (job: Job) =>
    actions.run(
      () => api.jobs.retry(job.queue, job.id),
      RETRY_ERROR,
      () => {
        void message.success('Der Auftrag wird erneut versucht.');
        setRefresh((value) => value + 1);
      },
    );

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Belege, SMS und E-Mails, die nicht zugestellt werden konnten oder noch warten. Ein
        fehlgeschlagener Auftrag wird nach „Erneut versuchen“ noch einmal gesendet.
      </Typography.Paragraph>
      {troubles.map((trouble) => (
        <Alert
          key={trouble.deviceId}
          type="error"
          showIcon
          data-testid="printer-trouble"
          title={`Drucker „${trouble.name}“: ${trouble.failed} ${
            trouble.failed === 1 ? 'Beleg' : 'Belege'
          } nicht gedruckt`}
          description={`${trouble.lastError} ${PRINTER_CHECK}`}
        />
      ))}
      <ErrorList errors={actions.errors} onDismiss={actions.dismiss} />
      <ErrorList errors={devices.errors} onDismiss={devices.dismiss} />
      <EntityList<JobRow>
        load={load}
        columns={columns(deviceNames, (job) => void retry(job), actions.loading, !screens.md)}
        rowKey="rowId"
        loadError={LOAD_ERROR}
        emptyText="Keine Aufträge gefunden."
        refreshKey={refresh}
        toolbar={<Button onClick={() => setRefresh((value) => value + 1)}>Aktualisieren</Button>}
        filters={[
          {
            type: 'select',
            name: 'status',
            placeholder: 'Fehlgeschlagen',
            options: [
              { value: 'failed', label: 'Fehlgeschlagen' },
              { value: 'waiting', label: 'Wartend' },
            ],
          },
          {
            type: 'select',
            name: 'queue',
            placeholder: 'Alle Arten',
            options: BACKOFFICE_JOB_QUEUES.map((queue) => ({
              value: queue,
              label: JOB_QUEUE_LABELS[queue],
            })),
          },
        ]}
      />
    </Flex>
  );
}
