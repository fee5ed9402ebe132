import type { DonorRow } from '../../../common/schemas/donors.ts';
import { DataList } from '../../components/DataList.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import type { useDonorList } from './donor-api.ts';
import type { DonorColumn } from './donor-columns.tsx';
import { DonorListToolbar } from './DonorListToolbar.tsx';
import { ListTotal } from './ListTotal.tsx';
import type { DonorListState } from './list-state.ts';

interface Props {
  state: DonorListState;
  list: ReturnType<typeof useDonorList>;
  columns: DonorColumn[];
  label: string;
  /** The sort choice's words for this list's count. */
  countLabel: string;
  testId: string;
}

/** A donor list's toolbar, total and rows (a table, cards on a phone) with its pages, from the URL's state. */
export function DonorListView({ state, list, columns, label, countLabel, testId }: Props) {
  return (
    <>
      <DonorListToolbar state={state} countLabel={countLabel} />
      <ListTotal count={list.data?.totalCount} />
      <DataList<DonorRow>
        label={label}
        testId={testId}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(donor) => donor._id}
        emptyText={t.table.empty}
        query={list}
        pageSize={state.limit}
        page={state.page}
        pageCount={list.data?.pageCount ?? 0}
        onPageChange={state.setPage}
      />
    </>
  );
}
