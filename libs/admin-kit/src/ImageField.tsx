import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { imageUrl } from '@bestellwerk/domain';
import type { Image } from '@bestellwerk/api-client';
import { ImageUploadButton } from './ImageUploadButton';
import { THUMBNAIL_STYLE } from './thumbnail';

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
      {value && (
        <img src={imageUrl(value, 'thumbnail')} alt={value.alt ?? ''} style={THUMBNAIL_STYLE} />
      )}
      <ImageUploadButton
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
