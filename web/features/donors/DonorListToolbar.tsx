import { LIST_PAGE_SIZES } from '../../../common/constants.ts';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { DonorExport } from './DonorExport.tsx';
import { DonorFilterPanel } from './DonorFilterPanel.tsx';
import type { DonorListState } from './list-state.ts';
import { SortSelect } from './SortSelect.tsx';

/** Above a donor list: 'Show', 'Sort By' (its count option named by the list) and the filters. */
export function DonorListToolbar({
  state,
  countLabel,
}: {
  state: DonorListState;
  countLabel: string;
}) {
  return (
    <div className="toolbar donor-toolbar">
      <div className="donor-toolbar-group">
        <PageSizeSelect
          value={state.limit}
          sizes={LIST_PAGE_SIZES}
          onChange={state.setLimit}
          label={t.list.show}
        />
        <SortSelect
          value={state.sortByDonateCount}
          onChange={state.setSortByDonateCount}
          countLabel={countLabel}
        />
      </div>
      <DonorFilterPanel filters={state.filters} onChange={state.setFilters} />
      <DonorExport state={state} />
    </div>
  );
}
