import type { ComponentType, CSSProperties } from 'react';
import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { imageUrl } from '@bestellwerk/domain';
import { fileSize, filePreviewUrl } from '../state/files';
import type { LibraryEntry } from '../state/library';

const ICONS: Record<string, ComponentType<{ style?: CSSProperties }>> = {
  pdf: FilePdfOutlined,
  doc: FileWordOutlined,
  docx: FileWordOutlined,
  xls: FileExcelOutlined,
  xlsx: FileExcelOutlined,
  csv: FileExcelOutlined,
  ppt: FilePptOutlined,
  pptx: FilePptOutlined,
  zip: FileZipOutlined,
  txt: FileTextOutlined,
  svg: FileImageOutlined,
  mp4: VideoCameraOutlined,
  mpeg: VideoCameraOutlined,
  webm: VideoCameraOutlined,
};

const FRAME: CSSProperties = {
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: 4,
  display: 'block',
  background: '#fafafa',
};

const CARD: CSSProperties = {
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  padding: 6,
  background: '#fff',
  cursor: 'pointer',
  textAlign: 'left',
  minWidth: 0,
};

/**
 * One card of the library: a picture with its thumbnail and alternative text, or a file with
 * its preview (pictures, a PDF's first page) or its format's icon, its name and size.
 */
export function MediaCard({ entry, onOpen }: { entry: LibraryEntry; onOpen: () => void }) {
  if (entry.image) {
    const image = entry.image;
    return (
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Bild ${image.id}${image.alt ? `: ${image.alt}` : ''} öffnen`}
        style={CARD}
      >
        <img
          src={imageUrl(image, 'thumbnail')}
          alt={image.alt}
          loading="lazy"
          style={{ ...FRAME, objectFit: 'cover' }}
        />
        <Typography.Text ellipsis style={{ display: 'block', marginTop: 4 }}>
          {image.alt || <Tag color="warning">Alternativtext fehlt</Tag>}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Bild · {image.extension.toUpperCase()} · {image.width} × {image.height}
        </Typography.Text>
      </button>
    );
  }
  const file = entry.file!;
  const name = file.originalName || `Datei ${file.id}`;
  const preview = filePreviewUrl(file);
  const Icon = ICONS[file.extension] ?? FileOutlined;
  return (
    <button type="button" onClick={onOpen} aria-label={`Datei „${name}“ öffnen`} style={CARD}>
      {preview ? (
        <img
          src={preview}
          alt=""
          loading="lazy"
          style={{ ...FRAME, objectFit: 'contain', border: '1px solid #f0f0f0' }}
        />
      ) : (
        <span style={{ ...FRAME, display: 'grid', placeItems: 'center' }}>
          <Icon style={{ fontSize: 40, color: '#595959' }} />
        </span>
      )}
      <Typography.Text ellipsis style={{ display: 'block', marginTop: 4 }}>
        {name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Datei · {file.extension.toUpperCase()} · {fileSize(file.size)}
      </Typography.Text>
    </button>
  );
}
