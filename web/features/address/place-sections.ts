import type { Union, Village } from '../../../common/schemas/geo.ts';
import { addressText as T } from '../../i18n/address.ts';
import { digits } from '../../i18n/language.ts';
import { type Place, unionPlace, villagePlace } from './AddPlaceForm.tsx';
import type { Column } from './AddressTable.tsx';
import { deleteUnion, deleteVillage } from './address-api.ts';

/** What differs between the union and the village sections of the address page: words, columns, calls. */
export interface PlaceSectionDescriptor<Row extends Union | Village> {
  kind: 'union' | 'village';
  heading: string;
  add: string;
  search: string;
  /** The add form's fields and call. */
  place: Place;
  /** The add dialog is wide when the form has two ids side by side. */
  wideAdd: boolean;
  /** The columns between the names and the actions. */
  idColumns: Column<Row>[];
  /** The place's ids, as the delete confirmation names them. */
  detail: (row: Row) => string;
  remove: (id: string) => Promise<{ deletedCount: number }>;
  confirm: string;
  deleted: string;
  /** 403: an admin who is not a super admin. */
  onlySuper: string;
  /** 409: something still points at the place. */
  inUse: string;
}

export const unionSection: PlaceSectionDescriptor<Union> = {
  kind: 'union',
  heading: T.unionHeading,
  add: T.addUnion,
  search: T.search.union,
  place: unionPlace,
  wideAdd: true,
  idColumns: [
    { header: T.columns.unionId, cell: (u) => digits(u.union_id) },
    { header: T.columns.upazilaId, cell: (u) => digits(u.upazila_id) },
  ],
  detail: (u) => `${T.columns.unionId} ${digits(u.union_id)}`,
  remove: deleteUnion,
  confirm: T.confirm.union,
  deleted: T.toast.unionDeleted,
  onlySuper: T.toast.onlySuperDeleteUnion,
  inUse: T.server.unionInUse,
};

export const villageSection: PlaceSectionDescriptor<Village> = {
  kind: 'village',
  heading: T.villageHeading,
  add: T.addVillage,
  search: T.search.village,
  place: villagePlace,
  wideAdd: false,
  idColumns: [{ header: T.columns.unionId, cell: (v) => digits(v.union_id) }],
  detail: (v) => `${T.columns.unionId} ${digits(v.union_id)}`,
  remove: deleteVillage,
  confirm: T.confirm.village,
  deleted: T.toast.villageDeleted,
  onlySuper: T.toast.onlySuperDeleteVillage,
  inUse: T.server.villageInUse,
};
