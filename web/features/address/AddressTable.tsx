import type { ReactNode } from 'react';
import { DataList, type CardSlot, type ListColumn } from '../../components/DataList.tsx';
import { serial } from '../../components/list.ts';
import { addressText as T } from '../../i18n/address.ts';
import { digits } from '../../i18n/language.ts';
import type { AddressKind, AddressList } from './address-api.ts';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** Where it goes on a phone's card (a labelled line by default). */
  card?: CardSlot;
}

interface AddressTableProps<K extends AddressKind, Row> {
  list: AddressList<K>;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  testId?: string;
}

/** SL plus the given columns in the shared list (cards on phones), the total, and the page control. */
export function AddressTable<K extends AddressKind, Row>({
  list,
  caption,
  columns,
  rowKey,
  testId,
}: AddressTableProps<K, Row>) {
  const { query } = list;
  const listColumns: ListColumn<Row>[] = [
    {
      id: 'serial',
      header: T.columns.sl,
      card: 'none',
      cell: (_row, index) => digits(serial(list.limit, list.page, index)),
    },
    ...columns.map((column, i) => ({
      id: `c${i}`,
      header: column.header,
      className: column.className,
      card: column.card,
      cell: (row: Row) => column.cell(row),
    })),
  ];
  return (
    <>
      <DataList
        label={caption}
        testId={testId}
        columns={listColumns}
        rows={query.data?.rows as Row[] | undefined}
        rowKey={rowKey}
        query={query}
        emptyText={list.searchText.trim() ? T.empty : T.emptyList}
        pageSize={list.limit}
        page={list.page}
        pageCount={query.data?.pageCount ?? 0}
        onPageChange={list.setPage}
      />
      {query.data && <p className="muted small address-total">{T.total(query.data.totalCount)}</p>}
    </>
  );
}
