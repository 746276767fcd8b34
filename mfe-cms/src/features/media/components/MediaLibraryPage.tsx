import { CLEARABLE } from '@bestellwerk/admin-kit';
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Empty,
  Input,
  Pagination,
  Segmented,
  Select,
  Space,
  Spin,
  Tooltip,
  Typography,
} from 'antd';
import { errorMessage, mediaApi, type UploadedFile } from '@bestellwerk/api-client';
import {
  EMPTY_FILTER,
  LIBRARY_PAGE_SIZE,
  MEDIA_ERRORS,
  TYPE_OPTIONS,
  libraryQuery,
  typeFromHash,
  usedFilterApplies,
  type LibraryEntry,
  type LibraryFilter,
  type LibraryImage,
} from '../state/library';
import { FileDetailsDrawer } from './FileDetailsDrawer';
import { ImageDetailsDrawer } from './ImageDetailsDrawer';
import { MediaCard } from './MediaCard';
import { AiImageButton } from './AiImageButton';
import { UploadArea } from './UploadArea';

type Selected = { kind: 'image'; image: LibraryImage } | { kind: 'file'; file: UploadedFile };

/**
 * The media library (issue 17): every picture and every file customers sent in one grid,
 * newest first, paged by the server, with search, type (kind or format) and used / unused
 * filters; a card opens the picture's or the file's details.
 */
export function MediaLibraryPage() {
  const [filter, setFilter] = useState<LibraryFilter>(() => ({
    ...EMPTY_FILTER,
    type: typeFromHash(window.location.hash),
  }));
  const [page, setPage] = useState(1);
  const [entries, setEntries] = useState<LibraryEntry[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Selected | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      const result = await mediaApi.library(libraryQuery(filter, page));
      // A delete emptied the last page: show the one before it.
      if (result.items.length === 0 && page > 1 && result.meta.total > 0) {
        setPage(Math.ceil(result.meta.total / LIBRARY_PAGE_SIZE));
        return;
      }
      setEntries(result.items);
      setTotal(result.meta.total);
    } catch (failure) {
      setError(errorMessage(failure, MEDIA_ERRORS.load));
    }
  }, [filter, page]);
  useEffect(() => void load(), [load]);
  // #/cms/files or a link with ?type=… while the library is open: that filter, reloaded.
  useEffect(() => {
    const follow = () => {
      if (!/[?&]type=|\/cms\/files/.test(window.location.hash)) return;
      setFilter((current) => ({ ...current, type: typeFromHash(window.location.hash) }));
      setPage(1);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const change = (changes: Partial<LibraryFilter>) => {
    setFilter((current) => ({ ...current, ...changes }));
    setPage(1);
  };
  const usedApplies = usedFilterApplies(filter.type);
  const used = (
    <Segmented
      aria-label="Verwendung"
      disabled={!usedApplies}
      value={usedApplies ? filter.used : ''}
      onChange={(value) => change({ used: value as LibraryFilter['used'] })}
      options={[
        { value: '', label: 'Alle' },
        { value: 'true', label: 'Verwendet' },
        { value: 'false', label: 'Unbenutzt' },
      ]}
    />
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <UploadArea
        onUploaded={() => {
          if (page === 1) void load();
          else setPage(1);
        }}
      />
      <Space wrap>
        <Input.Search
          allowClear={CLEARABLE}
          placeholder="Alternativtext oder Dateiname"
          aria-label="Mediathek durchsuchen"
          onSearch={(search) => change({ search })}
          style={{ width: 260 }}
        />
        <Select
          aria-label="Typ"
          value={filter.type}
          options={TYPE_OPTIONS}
          onChange={(type: string) => change({ type })}
          style={{ width: 160 }}
        />
        {usedApplies ? (
          used
        ) : (
          <Tooltip title="Nur Bilder werden im Shop verwendet.">
            <span>{used}</span>
          </Tooltip>
        )}
        <AiImageButton
          onSaved={() => {
            if (page === 1) void load();
            else setPage(1);
          }}
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
      {entries === null && !error ? <Spin /> : null}
      {entries?.length === 0 ? <Empty description="Nichts gefunden." /> : null}
      {entries?.length ? (
        <Typography.Text type="secondary">
          {total === 1 ? '1 Eintrag' : `${total.toLocaleString('de-AT')} Einträge`}
        </Typography.Text>
      ) : null}
      <div
        className="media-grid"
        style={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {entries?.map((entry) => (
          <MediaCard
            key={`${entry.kind}-${entry.id}`}
            entry={entry}
            onOpen={() =>
              setSelected(
                entry.image
                  ? { kind: 'image', image: entry.image }
                  : { kind: 'file', file: entry.file! },
              )
            }
          />
        ))}
      </div>
      {total > LIBRARY_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={LIBRARY_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
          style={{ textAlign: 'center' }}
        />
      ) : null}
      <ImageDetailsDrawer
        image={selected?.kind === 'image' ? selected.image : null}
        onClose={() => setSelected(null)}
        onChanged={load}
      />
      <FileDetailsDrawer
        file={selected?.kind === 'file' ? selected.file : null}
        onClose={() => setSelected(null)}
        onChanged={load}
      />
    </Space>
  );
}
