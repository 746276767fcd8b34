import { Alert, App, Button, Card, Flex, Form, Input, Progress, Space, Typography } from 'antd';
import { cmsApi, errorMessage, type ContentAiJob, type Site } from '@bestellwerk/api-client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { blocksReplacedByDraft, draftView, jobFinished, jobStatusText } from '../state/contentAi';
import { toSiteValues } from '../state/siteForm';

/** How often the editor asks for a running job's progress. */
const POLL_MS = 1000;

/** The storefront address of a site (the shop and the back office share the origin). */
export const storefrontUrl = (path: string) => `/${path.replace(/^\/+/, '')}`;

/** The pending draft: what Content AI wrote, shown until someone publishes it. */
function DraftCard({
  site,
  blockLabels,
  onPublished,
}: {
  site: Site;
  blockLabels: Record<string, string>;
  onPublished: (site: Site) => void;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const view = draftView(site.draft);
  const dropped = [...new Set(blocksReplacedByDraft(site))].map(
    (type) => `„${blockLabels[type] ?? type}“`,
  );
  if (!view) return null;
  return (
    <Card
      size="small"
      title="KI-Entwurf"
      aria-label="KI-Entwurf"
      style={{ marginTop: 12, borderColor: '#fa8c16' }}
      extra={
        <Button
          size="small"
          type="primary"
          loading={busy}
          onClick={() => {
            setBusy(true);
            cmsApi.publishSite(site.id).then(
              (published) => {
                setBusy(false);
                void message.success(`„${published.name}“ ist veröffentlicht.`);
                onPublished(published);
              },
              (error: unknown) => {
                setBusy(false);
                void message.error(
                  errorMessage(error, 'Die Seite konnte nicht veröffentlicht werden.'),
                );
              },
            );
          }}
        >
          Entwurf veröffentlichen
        </Button>
      }
    >
      {view.title ? (
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {view.title}
        </Typography.Title>
      ) : null}
      {view.description ? (
        <Typography.Paragraph type="secondary">{view.description}</Typography.Paragraph>
      ) : null}
      {view.sections.map((section, index) => (
        <div key={index}>
          {section.title ? <Typography.Text strong>{section.title}</Typography.Text> : null}
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
            {section.text}
          </Typography.Paragraph>
        </div>
      ))}
      {dropped.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={`Der Entwurf enthält nur Text: Beim Veröffentlichen ersetzt er den Inhalt der Seite, die Blöcke ${dropped.join(', ')} entfallen.`}
        />
      ) : null}
      <Typography.Text type="secondary">
        „Entwurf veröffentlichen“ übernimmt Titel, Beschreibung und Text in die Seite; bis dahin
        sieht der Shop die bisherige Fassung.
      </Typography.Text>
    </Card>
  );
}

/**
 * Above a saved site's form: „Seite ansehen“ opens the page in the shop (a logged-in staff member
 * sees it also before it is public), „Mit KI entwerfen“ starts Content AI
 * (POST /api/content-ai/generate/site/{id}), follows the job's progress
 * (GET /api/content-ai/jobs/{id}) and then shows the draft it wrote.
 */
export function SiteAssistant({
  onChanged,
  blockLabels,
  tools,
}: {
  onChanged: () => void;
  /** Block type → its label in the site type ('form' → „Formular“). */
  blockLabels: Record<string, string>;
  /** More buttons in the editor's row (the live preview's switch). */
  tools?: ReactNode;
}) {
  const form = Form.useFormInstance();
  const id = form.getFieldValue('id') as number | undefined;
  const path = (Form.useWatch('path', form) as string | undefined) ?? '';
  const isPublic = !!Form.useWatch('isPublic', form);
  const [site, setSite] = useState<Site | null>(null);
  const [asking, setAsking] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [job, setJob] = useState<ContentAiJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    if (id)
      cmsApi.sites.get(id).then(
        (loaded) => live.current && setSite(loaded),
        () => undefined,
      );
    return () => {
      live.current = false;
    };
  }, [id]);

  const follow = async (started: ContentAiJob) => {
    let current = started;
    setJob(current);
    while (!jobFinished(current)) {
      await new Promise((done) => setTimeout(done, POLL_MS));
      if (!live.current) return;
      current = await cmsApi.contentAi.job(current.id);
      if (!live.current) return;
      setJob(current);
    }
    if (current.status === 'completed' && id) {
      const reloaded = await cmsApi.sites.get(id);
      if (!live.current) return;
      setSite(reloaded);
      onChanged();
    }
  };

  const start = () => {
    if (!id) return;
    setError(null);
    setJob(null);
    cmsApi.contentAi
      .site(id, prompt.trim() || undefined)
      .then(follow)
      .catch((failure: unknown) => {
        if (!live.current) return;
        setJob(null);
        setError(errorMessage(failure, 'Der KI-Entwurf konnte nicht gestartet werden.'));
      });
  };

  const running = !!job && !jobFinished(job);
  const saved = typeof id === 'number';

  return (
    <div style={{ marginBottom: 16 }}>
      <Flex wrap gap={8}>
        <Button
          href={saved && path ? storefrontUrl(path) : undefined}
          target="_blank"
          rel="noreferrer"
          disabled={!saved || !path}
          title={
            saved ? 'Öffnet die gespeicherte Seite im Shop (neuer Tab)' : 'Erst nach dem Speichern'
          }
        >
          Seite ansehen
        </Button>
        <Button disabled={!saved} onClick={() => setAsking((open) => !open)}>
          Mit KI entwerfen
        </Button>
        {tools}
      </Flex>
      {saved ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {isPublic
            ? '„Seite ansehen“ zeigt den zuletzt gespeicherten Stand.'
            : 'Entwurf: „Seite ansehen“ zeigt den gespeicherten Stand als Vorschau; nur angemeldete Mitarbeiter sehen die Seite.'}
        </Typography.Text>
      ) : null}
      {asking ? (
        <Card size="small" style={{ marginTop: 12 }} title="Mit KI entwerfen">
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Input.TextArea
              aria-label="Worum soll es gehen?"
              placeholder="Worum soll es gehen? z. B. Unser Mittagsmenü: täglich frisch, vegetarisch, zum Mitnehmen"
              rows={3}
              maxLength={2000}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
            />
            <Button type="primary" loading={running} onClick={start}>
              Entwurf erstellen
            </Button>
            {job ? (
              <div role="status">
                <Progress
                  percent={job.status === 'completed' ? 100 : job.progress}
                  status={
                    job.status === 'failed'
                      ? 'exception'
                      : job.status === 'completed'
                        ? 'success'
                        : 'active'
                  }
                />
                <Typography.Text type={job.status === 'failed' ? 'danger' : 'secondary'}>
                  {jobStatusText(job)}
                </Typography.Text>
              </div>
            ) : null}
            {error ? <Alert type="error" showIcon title={error} /> : null}
          </Space>
        </Card>
      ) : null}
      {site ? (
        <DraftCard
          site={site}
          blockLabels={blockLabels}
          onPublished={(published) => {
            setSite(published);
            form.setFieldsValue(toSiteValues(published));
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}
