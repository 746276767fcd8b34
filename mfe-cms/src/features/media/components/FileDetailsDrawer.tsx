import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Popconfirm, Space } from 'antd';
import { errorMessage, mediaApi, type UploadedFile } from '@bestellwerk/api-client';
import { fileSize, filePreviewUrl, fileUrl } from '../state/files';
import { MEDIA_ERRORS } from '../state/library';

const dateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  dateStyle: 'medium',
  timeStyle: 'short',
});

interface Props {
  file: UploadedFile | null;
  onClose: () => void;
  onChanged: () => void;
}

/** A file a customer sent: its preview, what it is, the button that opens it, delete. */
export function FileDetailsDrawer({ file, onClose, onChanged }: Props) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [file]);
  const preview = file ? filePreviewUrl(file) : null;

  const remove = async (id: number) => {
    setError(null);
    try {
      await mediaApi.removeFile(id);
      onChanged();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, MEDIA_ERRORS.removeFile));
    }
  };

  return (
    <Drawer
      open={file !== null}
      onClose={onClose}
      title={file ? `Datei „${file.originalName || file.id}“` : ''}
      width={480}
      extra={
        file ? (
          <Button type="primary" href={fileUrl(file)} target="_blank" rel="noopener noreferrer">
            Öffnen
          </Button>
        ) : null
      }
    >
      {file ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {preview ? (
            <img
              src={preview}
              alt={`Vorschau von „${file.originalName || file.id}“`}
              style={{ width: '100%', borderRadius: 8, border: '1px solid #f0f0f0' }}
            />
          ) : null}
          {error ? <Alert type="error" showIcon message={error} /> : null}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Typ">
              {file.extension.toUpperCase()} ({file.mimeType})
            </Descriptions.Item>
            <Descriptions.Item label="Größe">{fileSize(file.size)}</Descriptions.Item>
            <Descriptions.Item label="Gesendet am">
              {file.createdAt ? dateTime.format(new Date(file.createdAt)) : '–'}
            </Descriptions.Item>
            <Descriptions.Item label="Version">{file.version}</Descriptions.Item>
          </Descriptions>
          <Popconfirm
            title="Datei löschen?"
            okText="Löschen"
            cancelText="Abbrechen"
            onConfirm={() => void remove(file.id)}
          >
            <Button danger>Löschen</Button>
          </Popconfirm>
        </Space>
      ) : null}
    </Drawer>
  );
}
