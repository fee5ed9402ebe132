import { useLocation } from 'react-router';
import { ExportButtons } from '../../components/ExportButtons.tsx';
import type { DonorListState } from './list-state.ts';

/** Export of the donor list on screen: its tab, filters, search and sort (not its page). */
export function DonorExport({ state }: { state: DonorListState }) {
  const list = useLocation().pathname.includes('unavailableDonor') ? 'unavailable' : 'available';
  const { limit: _limit, pageNumber: _page, ...params } = state.params;
  return (
    <ExportButtons
      path="/export/donors"
      query={{
        ...params,
        list,
        sortByDonateCount: params.sortByDonateCount ? 'true' : undefined,
        genders: params.genders.join(','),
      }}
    />
  );
}
