import { DeleteOutlined, HolderOutlined, UploadOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Flex, Upload } from 'antd';
import { useState } from 'react';
import { useDragSort } from './dragSort';
import { errorMessage } from '@bestellwerk/api-client';
import { catalogApi, imageUrl, readDataUrl, type Image } from './api';
import { ERRORS } from './labels';

const THUMB = { width: 96, height: 96, objectFit: 'cover' as const, borderRadius: 6 };

/** Upload button: the file goes as a data URL to POST /api/images; the new image comes back. */
function UploadButton({
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
          const image = await catalogApi.images.upload(await readDataUrl(file as Blob));
          onUploaded(image);
        } catch (error) {
          void message.error(errorMessage(error, ERRORS.images.create));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy}>
        {label}
      </Button>
    </Upload>
  );
}

/** One image (category, tag) as a Form.Item control: value Image | null. */
export function ImageField({
  value,
  onChange,
}: {
  value?: Image | null;
  onChange?: (image: Image | null) => void;
}) {
  return (
    <Flex gap={12} align="center" wrap>
      {value && <img src={imageUrl(value)} alt={value.alt ?? ''} style={THUMB} />}
      <UploadButton
        label={value ? 'Bild ersetzen' : 'Bild hochladen'}
        onUploaded={(image) => onChange?.(image)}
      />
      {value && (
        <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
          Entfernen
        </Button>
      )}
    </Flex>
  );
}

/** A product's gallery: upload, remove and reorder by drag and drop (HTML5). */
export function ImageGallery({
  value = [],
  onChange,
}: {
  value?: Image[];
  onChange?: (images: Image[]) => void;
}) {
  const sortable = useDragSort(value, onChange);
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        {value.map((image, index) => {
          const drag = sortable(index);
          return (
            <div
              key={image.id}
              data-testid={`gallery-${index}`}
              {...drag}
              style={{ ...drag.style, position: 'relative', borderRadius: 6 }}
              title={`Bild ${index + 1} – zum Sortieren ziehen`}
            >
              <img src={imageUrl(image)} alt={image.alt ?? ''} style={THUMB} draggable={false} />
              <HolderOutlined
                style={{
                  position: 'absolute',
                  left: 4,
                  top: 4,
                  color: '#fff',
                  textShadow: '0 0 2px #000',
                }}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Bild ${index + 1} entfernen`}
                onClick={() => onChange?.(value.filter((_, at) => at !== index))}
                style={{ position: 'absolute', right: 4, top: 4 }}
              />
            </div>
          );
        })}
      </Flex>
      <div>
        <UploadButton
          label="Bild hinzufügen"
          onUploaded={(image) => onChange?.([...value, image])}
        />
      </div>
    </Flex>
  );
}
