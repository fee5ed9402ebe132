import { digits } from '../../i18n/language.ts';
import type { Upazila } from '../../../common/schemas/geo.ts';
import { addressText as T } from '../../i18n/address.ts';
import { AddressTable, type Column } from './AddressTable.tsx';
import { AddressToolbar } from './AddressToolbar.tsx';
import { useAddressList } from './address-api.ts';
import { useEditPlace } from './EditPlaceForm.tsx';

/** All Upazila: the seeded upazilas, to look up the ids the union form asks for and fix a Bangla name. */
export function UpazilaSection() {
  const list = useAddressList('upazila');
  const edit = useEditPlace('upazila');
  const columns: Column<Upazila>[] = [
    { header: T.columns.englishName, card: 'title', cell: (u) => u.name },
    { header: T.columns.banglaName, cell: (u) => u.bn_name },
    { header: T.columns.upazilaId, cell: (u) => digits(u.upazila_id) },
    { header: T.columns.districtId, cell: (u) => digits(u.district_id) },
    {
      header: T.columns.action,
      className: 'col-action',
      card: 'actions',
      cell: (u) => edit.button(u),
    },
  ];
  return (
    <section className="card address-section" aria-labelledby="all-upazila">
      <div className="address-head">
        <h2 id="all-upazila">{T.upazilaHeading}</h2>
      </div>
      <AddressToolbar list={list} searchLabel={T.search.upazila} />
      <AddressTable
        list={list}
        caption={T.upazilaHeading}
        columns={columns}
        rowKey={(u) => u._id}
        testId="upazila-list"
      />
      {edit.modal}
    </section>
  );
}
