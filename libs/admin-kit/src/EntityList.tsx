import { CLEARABLE } from './clearable';
import { DatePicker, Flex, Input, Select, Skeleton, Table, type TableColumnType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import { useCallback, useState, type ReactNode } from 'react';
import type { ListQuery, Page } from '@bestellwerk/api-client';
import { ErrorList } from './ErrorList';
import { useEntityState } from './useEntityState';

export type ListFilter =
  | { type: 'search'; name: string; placeholder: string }
  | {
      type: 'select';
      name: string;
      placeholder: string;
      options: { value: string | number; label: string }[];
    }
  /** Two parameters from one range picker, as YYYY-MM-DD. */
  | { type: 'dateRange'; from: string; to: string; placeholder: [string, string] };

export interface ListColumn<T> extends TableColumnType<T> {
  /** The server's sort field; set it to make the column sortable (sort=field / sort=-field). */
  sortField?: string;
}

export interface EntityListProps<T> {
  /**
   * One page from the server, or the whole list as a plain array (an endpoint without
   * pages): the list then pages it itself, and `load` should ask for every entry.
   */
  load: (query: ListQuery) => Promise<Page<T> | T[]>;
  columns: ListColumn<T>[];
  rowKey: keyof T & string;
  /** e.g. 'Filialen konnten nicht geladen werden.' */
  loadError: string;
  filters?: ListFilter[];
  defaultSort?: string;
  perPage?: number;
  /** Changing it loads the current page again (e.g. after a live event). */
  refreshKey?: unknown;
  onRowClick?: (row: T) => void;
  toolbar?: ReactNode;
  emptyText?: string;
}

type Params = Record<string, string | number | undefined>;

/** A plain array answer as the requested page of it. */
export function pageOf<T>(items: T[], page: number, perPage: number): Page<T> {
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    meta: { page, perPage, total: items.length },
  };
}

const sortOf = <T,>(sorter: SorterResult<unknown>, columns: ListColumn<T>[]) => {
  const column = columns.find((candidate) => candidate.key === sorter.columnKey);
  if (!column?.sortField || !sorter.order) return undefined;
  return sorter.order === 'descend' ? `-${column.sortField}` : column.sortField;
};

/**
 * The back office's one list: server-side pages (?page&perPage), flat filter parameters
 * and sorting (sort=-name), errors with retry above the table.
 */
export function EntityList<T extends object>({
  load,
  columns,
  rowKey,
  loadError,
  filters = [],
  defaultSort,
  perPage: initialPerPage = 20,
  refreshKey,
  onRowClick,
  toolbar,
  emptyText = 'Keine Einträge gefunden.',
}: EntityListProps<T>) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(initialPerPage);
  const [sort, setSort] = useState<string | undefined>(defaultSort);
  const [params, setParams] = useState<Params>({});
  const query: ListQuery = { ...params, page, perPage, sort };
  const state = useEntityState<Page<T>>({
    load: () =>
      load(query).then((answer) =>
        Array.isArray(answer) ? pageOf(answer, page, perPage) : answer,
      ),
    loadError,
    keys: [JSON.stringify(query), refreshKey],
  });

  // Until the first answer (or error) there is nothing to call empty: a skeleton, not
  // „Keine … gefunden.“ flashing before the entries arrive.
  const firstLoad = state.data === undefined && state.errors.length === 0;

  const setFilter = useCallback((changes: Params) => {
    setParams((current) => ({ ...current, ...changes }));
    setPage(1);
  }, []);

  const sortOrder = (column: ListColumn<T>) => {
    if (!column.sortField || !sort) return null;
    if (sort === column.sortField) return 'ascend' as const;
    if (sort === `-${column.sortField}`) return 'descend' as const;
    return null;
  };

  return (
    <div>
      <ErrorList errors={state.errors} onDismiss={state.dismiss} />
      {(filters.length > 0 || toolbar) && (
        <Flex wrap gap={8} style={{ marginBottom: 12 }}>
          {filters.map((filter) => {
            if (filter.type === 'search') {
              return (
                <Input.Search
                  key={filter.name}
                  allowClear={CLEARABLE}
                  placeholder={filter.placeholder}
                  aria-label={filter.placeholder}
                  style={{ width: 240 }}
                  onSearch={(value) => setFilter({ [filter.name]: value || undefined })}
                />
              );
            }
            if (filter.type === 'select') {
              return (
                <Select
                  key={filter.name}
                  allowClear
                  // A long list (the audit log's 35 areas) is found by typing.
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={filter.placeholder}
                  aria-label={filter.placeholder}
                  style={{ minWidth: 180 }}
                  options={filter.options}
                  onChange={(value?: string | number) => setFilter({ [filter.name]: value })}
                />
              );
            }
            return (
              <DatePicker.RangePicker
                key={filter.from}
                format="DD.MM.YYYY"
                placeholder={filter.placeholder}
                onChange={(range) => {
                  const [from, to] = (range ?? []) as (Dayjs | null)[];
                  setFilter({
                    [filter.from]: from?.format('YYYY-MM-DD'),
                    [filter.to]: to?.format('YYYY-MM-DD'),
                  });
                }}
              />
            );
          })}
          {toolbar}
        </Flex>
      )}
      <Table<T>
        size="middle"
        rowKey={rowKey}
        loading={state.loading}
        dataSource={state.data?.items ?? []}
        columns={columns.map((column) => ({
          ...column,
          sorter: column.sortField ? true : column.sorter,
          sortOrder: column.sortField ? sortOrder(column) : column.sortOrder,
        }))}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: firstLoad ? (
            <div aria-busy="true" aria-label="Wird geladen">
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            </div>
          ) : (
            emptyText
          ),
        }}
        onRow={(row) => ({
          onClick: onRowClick ? () => onRowClick(row) : undefined,
          style: onRowClick ? { cursor: 'pointer' } : undefined,
        })}
        pagination={{
          current: page,
          pageSize: perPage,
          total: state.data?.meta.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `${total} ${total === 1 ? 'Eintrag' : 'Einträge'}`,
        }}
        onChange={(pagination, _filters, sorter) => {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<unknown>;
          const nextSort =
            single && single.columnKey !== undefined ? sortOf(single, columns) : sort;
          if (nextSort !== sort) {
            setSort(nextSort ?? defaultSort);
            setPage(1);
          } else {
            setPage(pagination.current ?? 1);
          }
          setPerPage(pagination.pageSize ?? perPage);
        }}
      />
    </div>
  );
}
