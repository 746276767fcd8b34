import { UploadOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Upload } from 'antd';
import { useState } from 'react';
import { api, errorMessage, type Image } from '@bestellwerk/api-client';
import { readDataUrl } from './readDataUrl';

/** Upload button: the file goes as a data URL to POST /api/images; the new image comes back. */
export function ImageUploadButton({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (image: Image) => void;
}) {
  const { message } = AntApp.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept="image/jpeg,image/png,image/gif,image/webp"
      showUploadList={false}
      customRequest={async ({ file }) => {
        setBusy(true);
        try {
          const image = await api.images.upload(await readDataUrl(file as Blob));
          onUploaded(image);
        } catch (error) {
          void message.error(errorMessage(error, 'Das Bild konnte nicht erstellt werden.'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
        {label}
      </Button>
    </Upload>
  );
}
