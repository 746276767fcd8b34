import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Drawer,
  Form,
  Input,
  List,
  Popconfirm,
  Progress,
  Space,
  Typography,
  Upload,
} from 'antd';
import { imageUrl } from '@bestellwerk/domain';
import { errorMessage, mediaApi } from '@bestellwerk/api-client';
import { MEDIA_ERRORS, type ImageUsage, type LibraryImage } from '../state/library';
import { sendImage } from '../state/upload';

interface Props {
  image: LibraryImage | null;
  onClose: () => void;
  onChanged: () => void;
}

/** One picture: alt text, replace (same id, version + 1), where it is used, delete. */
export function ImageDetailsDrawer({ image, onClose, onChanged }: Props) {
  const [alt, setAlt] = useState('');
  const [usages, setUsages] = useState<ImageUsage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [replacing, setReplacing] = useState<number | null>(null);

  useEffect(() => {
    setAlt(image?.alt ?? '');
    setError(null);
    setSaved(false);
    setUsages(null);
    if (image)
      mediaApi
        .usages(image.id)
        .then(setUsages)
        .catch((failure) => setError(errorMessage(failure, MEDIA_ERRORS.usages)));
  }, [image]);

  if (!image) return null;
  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await action();
      onChanged();
      return true;
    } catch (failure) {
      setError(errorMessage(failure, fallback));
      return false;
    }
  };

  return (
    <Drawer open title={`Bild ${image.id}`} onClose={onClose} width={480}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <img
          src={imageUrl(image, 'small')}
          alt={image.alt}
          style={{ width: '100%', borderRadius: 6 }}
        />
        <Typography.Text type="secondary">
          {image.extension.toUpperCase()} · {image.width} × {image.height} Pixel · Version{' '}
          {image.version}
        </Typography.Text>
        {error ? <Alert type="error" showIcon message={error} /> : null}
        <Form
          layout="vertical"
          onFinish={() =>
            void run(() => mediaApi.saveAlt(image.id, alt), MEDIA_ERRORS.update).then(setSaved)
          }
        >
          <Form.Item
            label="Alternativtext"
            htmlFor="media-alt"
            help="Beschreibt das Bild für Screenreader; Pflicht für Bilder im Shop."
          >
            <Input
              id="media-alt"
              aria-label="Alternativtext"
              value={alt}
              maxLength={255}
              onChange={(event) => setAlt(event.target.value)}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              Speichern
            </Button>
            {saved ? <Typography.Text type="success">Gespeichert.</Typography.Text> : null}
          </Space>
        </Form>
        <div>
          <Typography.Title level={5}>Datei ersetzen</Typography.Title>
          <Upload
            accept="image/jpeg,image/png,image/gif,image/webp"
            showUploadList={false}
            beforeUpload={(file) => {
              setReplacing(0);
              void run(() => sendImage(file, {}, setReplacing, image.id), MEDIA_ERRORS.update).then(
                () => setReplacing(null),
              );
              return false;
            }}
          >
            <Button>Neue Datei wählen …</Button>
          </Upload>
          {replacing !== null ? <Progress percent={replacing} size="small" /> : null}
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Das Bild behält seine Nummer; alte Adressen zeigen weiter die alte Datei.
          </Typography.Paragraph>
        </div>
        <div>
          <Typography.Title level={5}>Verwendet in</Typography.Title>
          <List
            size="small"
            loading={usages === null && !error}
            locale={{ emptyText: 'Nirgends verwendet.' }}
            dataSource={usages ?? []}
            renderItem={(usage) => (
              <List.Item>
                {usage.label} „{usage.name}“
              </List.Item>
            )}
          />
        </div>
        <Popconfirm
          title="Bild löschen?"
          okText="Löschen"
          cancelText="Abbrechen"
          onConfirm={() =>
            void run(() => mediaApi.remove(image.id), MEDIA_ERRORS.remove).then(
              (done) => done && onClose(),
            )
          }
        >
          <Button danger>Löschen</Button>
        </Popconfirm>
      </Space>
    </Drawer>
  );
}
