import { Select } from 'antd';
import { uploadsApi, type UploadedFile } from '@bestellwerk/api-client';
import { FORMAT_LABELS, type CmsLinkFile } from '@bestellwerk/domain';
import { useEffect, useState } from 'react';

/** A file as a field keeps it: enough to link it (/upload/{hash}/{id}-{version}.{ext}) and name it. */
export const keptFile = (file: UploadedFile): CmsLinkFile => ({
  id: file.id,
  publicHash: file.publicHash,
  version: file.version,
  extension: file.extension,
  originalName: file.originalName ?? undefined,
});

const idOf = (entry: unknown): number | null =>
  typeof entry === 'number' ? entry : ((entry as { id?: number } | null)?.id ?? null);

const nameOf = (file: CmsLinkFile | UploadedFile) =>
  `${file.originalName ?? `Datei ${file.id}`}${file.extension ? ` (${FORMAT_LABELS[file.extension] ?? file.extension.toUpperCase()})` : ''}`;

/**
 * The files of the media library (#/cms/media, „Dateien“), found by their name as the server
 * searches it; the entries already chosen stay in the list while another search runs.
 */
function useLibraryFiles(search: string) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      uploadsApi.list({ search: search || undefined, perPage: 50 }).then(
        (page) => {
          if (!live) return;
          setFiles(page.items);
          setFailed(false);
          setLoading(false);
        },
        () => {
          if (!live) return;
          setFailed(true);
          setLoading(false);
        },
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);
  return { files, loading, failed };
}

interface PickerProps<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
}

function FileSelect({
  id,
  multiple,
  chosen,
  onPick,
}: {
  id?: string;
  multiple: boolean;
  chosen: CmsLinkFile[];
  onPick: (files: CmsLinkFile[]) => void;
}) {
  const [search, setSearch] = useState('');
  const { files, loading, failed } = useLibraryFiles(search);
  const known = new Map<number, CmsLinkFile>(chosen.map((file) => [file.id, file]));
  for (const file of files) known.set(file.id, keptFile(file));
  const options = [...known.values()].map((file) => ({ value: file.id, label: nameOf(file) }));
  const ids = chosen.map((file) => file.id);
  return (
    <Select<number | number[]>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={loading}
      value={multiple ? ids : (ids[0] ?? null)}
      options={options}
      placeholder="Datei aus der Mediathek wählen"
      notFoundContent={
        loading
          ? 'Dateien werden geladen …'
          : failed
            ? 'Dateien konnten nicht geladen werden.'
            : 'Keine Dateien gefunden.'
      }
      onChange={(next) => {
        const picked = (Array.isArray(next) ? next : next ? [next] : [])
          .map((fileId) => known.get(fileId))
          .filter((file): file is CmsLinkFile => !!file);
        onPick(picked);
      }}
    />
  );
}

/** Entries kept as bare ids (older content) are shown by id until the library names them. */
const asFiles = (entries: unknown[]): CmsLinkFile[] =>
  entries.flatMap((entry) => {
    const fileId = idOf(entry);
    if (!fileId) return [];
    return [typeof entry === 'object' ? (entry as CmsLinkFile) : { id: fileId }];
  });

/** A `file` field: one file of the media library, picked by its name. */
export function FileField({ id, value, onChange }: PickerProps<CmsLinkFile | number | null>) {
  return (
    <FileSelect
      id={id}
      multiple={false}
      chosen={asFiles(value ? [value] : [])}
      onPick={(files) => onChange?.(files[0] ?? null)}
    />
  );
}

/** A `files` field: several files of the media library, in the order picked. */
export function FilesField({ id, value, onChange }: PickerProps<unknown[] | null>) {
  return (
    <FileSelect
      id={id}
      multiple
      chosen={asFiles(value ?? [])}
      onPick={(files) => onChange?.(files)}
    />
  );
}
