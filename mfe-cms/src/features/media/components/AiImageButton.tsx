import { Alert, Button, Input, Modal, Progress, Space, Typography } from 'antd';
import { api, cmsApi, errorMessage, type ContentAiJob } from '@bestellwerk/api-client';
import { useEffect, useRef, useState } from 'react';
import { readAsDataUrl } from '../state/upload';
import { aiImageSource, imageJobText } from '../state/aiImage';

const POLL_MS = 1000;

/**
 * „Bild mit KI erzeugen“ (Content AI, backoffice-api.md §7 generate/image): a description
 * becomes a job; once drawn, the picture is shown and „In die Mediathek übernehmen“ stores it
 * as a library picture. Without a configured endpoint the server's German answer says which
 * setting is missing (CONTENT_AI_BASE_URL), shown right in the dialog.
 */
export function AiImageButton({ onSaved }: { onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [job, setJob] = useState<ContentAiJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const follow = async (started: ContentAiJob) => {
    let current = started;
    setJob(current);
    while (current.status !== 'completed' && current.status !== 'failed') {
      await new Promise((done) => setTimeout(done, POLL_MS));
      if (!live.current) return;
      current = await cmsApi.contentAi.job(current.id);
      if (!live.current) return;
      setJob(current);
    }
  };

  const start = () => {
    setError(null);
    setJob(null);
    cmsApi.contentAi
      .image(prompt.trim())
      .then(follow)
      .catch((failure: unknown) => {
        if (live.current) setError(errorMessage(failure, 'Das Bild konnte nicht erzeugt werden.'));
      });
  };

  const source = job ? aiImageSource(job) : null;
  const save = async () => {
    if (!source) return;
    setSaving(true);
    setError(null);
    try {
      const dataUrl = source.startsWith('data:')
        ? source
        : await fetch(source).then((response) => {
            if (!response.ok) throw new Error('fetch');
            return response.blob().then(readAsDataUrl);
          });
      await api.images.upload(dataUrl, prompt.trim().slice(0, 255));
      if (!live.current) return;
      onSaved();
      setOpen(false);
      setJob(null);
      setPrompt('');
    } catch (failure) {
      if (live.current)
        setError(
          failure instanceof Error && failure.message === 'fetch'
            ? 'Das erzeugte Bild konnte nicht geladen werden. Bitte versuchen Sie es erneut.'
            : errorMessage(failure, 'Das Bild konnte nicht erstellt werden.'),
        );
    } finally {
      if (live.current) setSaving(false);
    }
  };

  const running = !!job && job.status !== 'completed' && job.status !== 'failed';
  return (
    <>
      <Button onClick={() => setOpen(true)}>Bild mit KI erzeugen</Button>
      <Modal
        open={open}
        title="Bild mit KI erzeugen"
        onCancel={() => setOpen(false)}
        footer={
          <Space>
            <Button onClick={() => setOpen(false)}>Schließen</Button>
            {source ? (
              <Button type="primary" loading={saving} onClick={() => void save()}>
                In die Mediathek übernehmen
              </Button>
            ) : (
              <Button
                type="primary"
                disabled={!prompt.trim() || running}
                loading={running}
                onClick={start}
              >
                Erzeugen
              </Button>
            )}
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            aria-label="Was soll das Bild zeigen?"
            placeholder="Was soll das Bild zeigen? z. B. Ein Frühstückstisch mit Croissants im Morgenlicht"
            rows={3}
            maxLength={2000}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
          />
          {error ? <Alert type="warning" showIcon title={error} /> : null}
          {job ? (
            <>
              <Typography.Text role="status">{imageJobText(job)}</Typography.Text>
              {running ? <Progress percent={job.progress} size="small" /> : null}
            </>
          ) : null}
          {source ? (
            <img
              src={source}
              alt={prompt}
              style={{ width: '100%', borderRadius: 8, border: '1px solid #eef0ee' }}
            />
          ) : null}
        </Space>
      </Modal>
    </>
  );
}
