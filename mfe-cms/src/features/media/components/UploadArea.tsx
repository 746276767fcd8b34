import { useState } from 'react';
import { Progress, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { errorMessage } from '@bestellwerk/api-client';
import { UPLOAD_FAILED, sendImage, updateQueue, type QueuedUpload } from '../state/upload';

/** Drag-and-drop multi-upload: every file is sent on its own with its own progress bar. */
export function UploadArea({ onUploaded }: { onUploaded: () => void }) {
  const [queue, setQueue] = useState<QueuedUpload[]>([]);

  const start = (file: File) => {
    const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
    setQueue((current) => [...current, { key, name: file.name, percent: 0, status: 'uploading' }]);
    sendImage(file, { alt: '' }, (percent) =>
      setQueue((current) => updateQueue(current, key, { percent })),
    )
      .then(() => {
        setQueue((current) => updateQueue(current, key, { percent: 100, status: 'done' }));
        onUploaded();
      })
      .catch((error: unknown) =>
        setQueue((current) =>
          updateQueue(current, key, { status: 'error', error: errorMessage(error, UPLOAD_FAILED) }),
        ),
      );
    return false;
  };

  return (
    <div>
      <Upload.Dragger
        multiple
        accept="image/jpeg,image/png,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={start}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">Bilder hierher ziehen oder klicken, um sie hochzuladen</p>
        <p className="ant-upload-hint">JPEG, PNG, GIF oder WebP, höchstens 10 MB je Datei</p>
      </Upload.Dragger>
      {queue.length ? (
        <ul aria-label="Hochladen" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {queue.map((entry) => (
            <li key={entry.key}>
              <Typography.Text>{entry.name}</Typography.Text>
              <Progress
                percent={entry.percent}
                size="small"
                status={
                  entry.status === 'error'
                    ? 'exception'
                    : entry.status === 'done'
                      ? 'success'
                      : 'active'
                }
              />
              {entry.error ? <Typography.Text type="danger">{entry.error}</Typography.Text> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
