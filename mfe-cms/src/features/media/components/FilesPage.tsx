import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer } from 'antd';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { uploadsApi, type UploadedFile } from '@bestellwerk/api-client';
import { fileSize, filePreviewUrl, fileUrl } from '../state/files';

const dateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  dateStyle: 'medium',
  timeStyle: 'short',
});

function Preview({ file }: { file: UploadedFile }) {
  const preview = filePreviewUrl(file);
  if (preview)
    return (
      <img
        src={preview}
        alt=""
        width={48}
        height={36}
        style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
      />
    );
  const Icon = file.extension === 'pdf' ? FilePdfOutlined : FileOutlined;
  return (
    <Icon style={{ fontSize: 28, color: '#8c8c8c' }} aria-label={file.extension.toUpperCase()} />
  );
}

/** A sent file at a glance: its preview, what it is, and the button that opens it. */
function FileDrawer({ file, onClose }: { file: UploadedFile | null; onClose: () => void }) {
  const preview = file ? filePreviewUrl(file) : null;
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
        <>
          {preview ? (
            <img
              src={preview}
              alt=""
              style={{ width: '100%', borderRadius: 8, marginBottom: 16 }}
            />
          ) : null}
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
        </>
      ) : null}
    </Drawer>
  );
}

const columns: ListColumn<UploadedFile>[] = [
  { key: 'preview', title: 'Vorschau', width: 72, render: (_, file) => <Preview file={file} /> },
  {
    key: 'name',
    title: 'Name',
    sortField: 'originalName',
    render: (_, file) => (
      <a href={fileUrl(file)} target="_blank" rel="noopener noreferrer">
        {file.originalName || `Datei ${file.id}`}
      </a>
    ),
  },
  { key: 'type', title: 'Typ', render: (_, file) => file.extension.toUpperCase() },
  { key: 'size', title: 'Größe', render: (_, file) => fileSize(file.size) },
  {
    key: 'createdAt',
    title: 'Gesendet am',
    sortField: 'createdAt',
    render: (_, file) => (file.createdAt ? dateTime.format(new Date(file.createdAt)) : '–'),
  },
];

/**
 * #/cms/files: the files customers sent with the shop's forms (issue 17, media library),
 * newest first, with a preview for pictures; staff open them, administrators delete them.
 */
export function FilesPage() {
  return (
    <CrudPage<UploadedFile, never>
      resource={uploadsApi}
      noun={{ article: 'Die', singular: 'Datei', plural: 'Dateien' }}
      columns={columns}
      defaultSort="-id"
      filters={[{ type: 'search', name: 'search', placeholder: 'Dateien suchen' }]}
      remove="row"
      titleOf={(file) => `Datei „${file.originalName || file.id}“`}
      detail={({ row, target, close }) => (
        <FileDrawer file={target !== null && row?.id === target ? row : null} onClose={close} />
      )}
    />
  );
}
