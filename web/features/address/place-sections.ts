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
  get heading() {
    return T.unionHeading;
  },
  get add() {
    return T.addUnion;
  },
  get search() {
    return T.search.union;
  },
  place: unionPlace,
  wideAdd: true,
  idColumns: [
    {
      get header() {
        return T.columns.unionId;
      },
      cell: (u) => digits(u.union_id),
    },
    {
      get header() {
        return T.columns.upazilaId;
      },
      cell: (u) => digits(u.upazila_id),
    },
  ],
  detail: (u) => `${T.columns.unionId} ${digits(u.union_id)}`,
  remove: deleteUnion,
  get confirm() {
    return T.confirm.union;
  },
  get deleted() {
    return T.toast.unionDeleted;
  },
  get onlySuper() {
    return T.toast.onlySuperDeleteUnion;
  },
  get inUse() {
    return T.server.unionInUse;
  },
};

export const villageSection: PlaceSectionDescriptor<Village> = {
  kind: 'village',
  get heading() {
    return T.villageHeading;
  },
  get add() {
    return T.addVillage;
  },
  get search() {
    return T.search.village;
  },
  place: villagePlace,
  wideAdd: false,
  idColumns: [
    {
      get header() {
        return T.columns.unionId;
      },
      cell: (v) => digits(v.union_id),
    },
  ],
  detail: (v) => `${T.columns.unionId} ${digits(v.union_id)}`,
  remove: deleteVillage,
  get confirm() {
    return T.confirm.village;
  },
  get deleted() {
    return T.toast.villageDeleted;
  },
  get onlySuper() {
    return T.toast.onlySuperDeleteVillage;
  },
  get inUse() {
    return T.server.villageInUse;
  },
};
