import { useCallback, useEffect, useState } from 'react';
import { Alert, Empty, Input, Segmented, Select, Space, Spin, Tag, Typography } from 'antd';
import { imageUrl } from '@bestellwerk/domain';
import { errorMessage } from '@bestellwerk/api-client';
import { MEDIA_ERRORS, mediaApi, type LibraryFilter, type LibraryImage } from '../state/library';
import { ImageDetailsDrawer } from './ImageDetailsDrawer';
import { UploadArea } from './UploadArea';

const TYPES = [
  { value: '', label: 'Alle Typen' },
  { value: 'jpg', label: 'JPEG' },
  { value: 'png', label: 'PNG' },
  { value: 'gif', label: 'GIF' },
  { value: 'webp', label: 'WebP' },
];

/** The media library: every picture in one grid with search, filters, upload and details. */
export function MediaLibraryPage() {
  const [filter, setFilter] = useState<LibraryFilter>({ search: '', type: '', used: '' });
  const [images, setImages] = useState<LibraryImage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<LibraryImage | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      setImages((await mediaApi.list(filter)).items);
    } catch (failure) {
      setError(errorMessage(failure, MEDIA_ERRORS.load));
    }
  }, [filter]);
  useEffect(() => void load(), [load]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <UploadArea onUploaded={load} />
      <Space wrap>
        <Input.Search
          allowClear
          placeholder="Alternativtext suchen"
          aria-label="Bilder suchen"
          onSearch={(search) => setFilter((current) => ({ ...current, search }))}
          style={{ width: 240 }}
        />
        <Select
          aria-label="Typ"
          value={filter.type}
          options={TYPES}
          onChange={(type) => setFilter((current) => ({ ...current, type }))}
          style={{ width: 140 }}
        />
        <Segmented
          value={filter.used}
          onChange={(used) =>
            setFilter((current) => ({ ...current, used: used as LibraryFilter['used'] }))
          }
          options={[
            { value: '', label: 'Alle' },
            { value: 'true', label: 'Verwendet' },
            { value: 'false', label: 'Unbenutzt' },
          ]}
        />
      </Space>
      {error ? (
        <Alert
          type="error"
          showIcon
          message={error}
          action={<a onClick={() => void load()}>Erneut versuchen</a>}
        />
      ) : null}
      {images === null && !error ? <Spin /> : null}
      {images?.length === 0 ? <Empty description="Keine Bilder gefunden." /> : null}
      <div
        className="media-grid"
        style={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {images?.map((image) => (
          <button
            key={image.id}
            type="button"
            onClick={() => setSelected(image)}
            aria-label={`Bild ${image.id}${image.alt ? `: ${image.alt}` : ''} öffnen`}
            style={{
              border: '1px solid #d9d9d9',
              borderRadius: 8,
              padding: 6,
              background: '#fff',
              cursor: 'pointer',
              textAlign: 'left',
            }}
          >
            <img
              src={imageUrl(image, 'thumbnail')}
              alt={image.alt}
              style={{
                width: '100%',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                borderRadius: 4,
                display: 'block',
              }}
            />
            <Typography.Text ellipsis style={{ display: 'block', marginTop: 4 }}>
              {image.alt || <Tag color="warning">Alternativtext fehlt</Tag>}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {image.extension.toUpperCase()} · {image.width} × {image.height} · v{image.version}
            </Typography.Text>
          </button>
        ))}
      </div>
      <ImageDetailsDrawer image={selected} onClose={() => setSelected(null)} onChanged={load} />
    </Space>
  );
}
