import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { templateImageUrl, type TemplateImage } from '@bestellwerk/domain';
import { TemplateImagePicker } from './TemplateImagePicker';
import { THUMBNAIL_STYLE } from './thumbnail';

/**
 * A picture drawn from an image template as a Form.Item control (value TemplateImage |
 * null), where a record keeps it apart from its library picture (signage image segments).
 */
export function TemplateImageField({
  value,
  onChange,
}: {
  value?: TemplateImage | null;
  onChange?: (image: TemplateImage | null) => void;
}) {
  return (
    <Flex gap={12} align="center" wrap>
      {value && (
        <img
          src={templateImageUrl(value, 'thumbnail')}
          alt="Bild aus Vorlage"
          style={{ ...THUMBNAIL_STYLE, objectFit: 'contain' }}
        />
      )}
      <TemplateImagePicker value={value} onPick={(image) => onChange?.(image)} />
      {value && (
        <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(null)}>
          Entfernen
        </Button>
      )}
    </Flex>
  );
}
