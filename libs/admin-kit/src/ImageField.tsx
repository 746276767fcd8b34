import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { isTemplateImage, pictureUrl, type TemplateImage } from '@bestellwerk/domain';
import type { Image } from '@bestellwerk/api-client';
import { ImageUploadButton } from './ImageUploadButton';
import { TemplateImagePicker } from './TemplateImagePicker';
import { THUMBNAIL_STYLE } from './thumbnail';

/**
 * One image (category, tag) as a Form.Item control: value Image | null. With
 * `allowTemplate` (CMS image fields) the picture may also be drawn from an image template
 * („Aus Vorlage“): value TemplateImage.
 */
export function ImageField({
  value,
  onChange,
  allowTemplate = false,
}: {
  value?: Image | TemplateImage | null;
  onChange?: (image: Image | TemplateImage | null) => void;
  allowTemplate?: boolean;
}) {
  const fromTemplate = isTemplateImage(value) ? value : null;
  const src = value ? pictureUrl(value, 'thumbnail') : null;
  return (
    <Flex gap={12} align="center" wrap>
      {src && (
        <img
          src={src}
          alt={fromTemplate ? 'Bild aus Vorlage' : ((value as Image).alt ?? '')}
          style={{ ...THUMBNAIL_STYLE, objectFit: fromTemplate ? 'contain' : 'cover' }}
        />
      )}
      <ImageUploadButton
        label={value ? 'Bild ersetzen' : 'Bild hochladen'}
        onUploaded={(image) => onChange?.(image)}
      />
      {allowTemplate && (
        <TemplateImagePicker value={fromTemplate} onPick={(image) => onChange?.(image)} />
      )}
      {value && (
        <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(null)}>
          Entfernen
        </Button>
      )}
    </Flex>
  );
}
