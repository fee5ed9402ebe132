import { useState } from 'react';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { digits } from '../../i18n/language.ts';
import { buttonColumn, nameColumn } from './donor-columns.tsx';
import { donorListQuery } from './donor-api.ts';
import type { ScreenReads } from '../../foundation/route-reads.ts';
import { geoReads } from '../../shared/geo.ts';
import { DonateModal, DonorProfileModal } from './donor-dialogs.ts';
import { DonorListView } from './DonorListView.tsx';
import { useDonorListPage } from './donor-list-page.tsx';
import { donorListAt } from './list-state.ts';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(sharedStylesheet);

/** Available donors: verified donors who may give now. */
export function AvailableDonorsPage() {
  const page = useDonorListPage('available');
  const [donating, setDonating] = useState<DonorRow | null>(null);

  const columns = page.columns({
    name: nameColumn,
    age: true,
    donations: { cell: (donor) => digits(donor.donationCount) },
    actions: [
      buttonColumn({
        id: 'donate',
        header: t.table.presence,
        label: t.list.donate,
        tone: 'success',
        onClick: setDonating,
      }),
    ],
  });

  return (
    <div>
      <DonorListView
        state={page.state}
        list={page.list}
        columns={columns}
        label={t.titles.available}
        countLabel={t.list.sortCount}
        testId="available-donors"
      />

      {page.profile && (
        <DonorProfileModal
          donor={page.profile}
          onClose={() => page.setProfile(null)}
          actions={page.moveAction(page.profile)}
        />
      )}
      {donating && <DonateModal donor={donating} onClose={() => setDonating(null)} />}
      {page.dialogs}
    </div>
  );
}

export default AvailableDonorsPage;

/** The list the address shows, and its filter's place selects (foundation/route-reads.ts). */
export const reads: ScreenReads = ({ url, queryClient }) => {
  const { params, filters } = donorListAt(url.searchParams);
  return [donorListQuery(queryClient, 'available', params), ...geoReads(filters)];
};
