import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { imageUrl } from '@bestellwerk/domain';
import type { Image } from '@bestellwerk/api-client';
import { ImageUploadButton } from './ImageUploadButton';
import { THUMBNAIL_STYLE } from './thumbnail';
import { useDragSort } from './useDragSort';

/**
 * A gallery: upload, remove and (unless `sortable` is false, where the server keeps its own
 * order) reorder by drag and drop (HTML5). With `maxItems` a full gallery takes no more.
 */
export function ImageGallery({
  value = [],
  onChange,
  sortable: canSort = true,
  maxItems,
}: {
  value?: Image[];
  onChange?: (images: Image[]) => void;
  sortable?: boolean;
  maxItems?: number;
}) {
  const full = maxItems !== undefined && value.length >= maxItems;
  const dragSort = useDragSort(value, onChange);
  const sortable = (index: number) => (canSort ? dragSort(index) : { style: {} });
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
              title={canSort ? `Bild ${index + 1} – zum Sortieren ziehen` : `Bild ${index + 1}`}
            >
              <img
                src={imageUrl(image, 'thumbnail')}
                alt={image.alt ?? ''}
                style={THUMBNAIL_STYLE}
                draggable={false}
              />
              {canSort && (
                <HolderOutlined
                  aria-hidden
                  style={{
                    position: 'absolute',
                    left: 4,
                    top: 4,
                    color: '#fff',
                    textShadow: '0 0 2px #000',
                  }}
                />
              )}
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Bild ${index + 1} entfernen`}
                onClick={() => onChange?.(value.filter((_, at) => at !== index))}
                style={{ position: 'absolute', right: 4, top: 4 }}
              />
            </div>
          );
        })}
      </Flex>
      <div>
        {full ? (
          <Typography.Text type="secondary">{`Höchstens ${maxItems} Bilder.`}</Typography.Text>
        ) : (
          <ImageUploadButton
            label="Bild hinzufügen"
            onUploaded={(image) => onChange?.([...value, image])}
          />
        )}
      </div>
    </Flex>
  );
}
