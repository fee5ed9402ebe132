import { unionBody, villageBody } from '../../../common/schemas/address.ts';
import type { Union, Village } from '../../../common/schemas/geo.ts';
import { addressText as T } from '../../i18n/address.ts';
import { digits } from '../../i18n/language.ts';
import type { Column } from './AddressTable.tsx';
import { addUnion, addVillage, deleteUnion, deleteVillage } from './address-api.ts';

export type PlaceKind = 'union' | 'village';
export type IdField = 'union_id' | 'upazila_id';

/** What the Add form's inputs hold: the two names, and ids that idFromText has turned into numbers. */
export interface PlaceValues {
  name: string;
  bn_name: string;
  union_id?: unknown;
  upazila_id?: unknown;
}

/** An id the Add form asks for and the list shows in a column of its own. */
export interface PlaceId {
  field: IdField;
  label: string;
  hint: string;
}

/**
 * What differs between the union and the village sections of the address page (list, Add form,
 * delete): the kind names the catalog's words (`unionHeading`, `T.toast.villageAdded`, ...), and
 * the rest is the ids each place has and the calls that add and delete it.
 */
export interface PlaceSectionDescriptor {
  /** Prefix of the Add inputs' ids (`union-name`, `village-union_id`) and of the list's. */
  kind: PlaceKind;
  heading: string;
  /** The Add button, the Add dialog's title and its submit button. */
  add: string;
  search: string;
  /** The ids the Add form asks for, in order; two sit side by side in a wide dialog. */
  ids: PlaceId[];
  schema: typeof unionBody | typeof villageBody;
  create: (values: PlaceValues) => Promise<{ insertedId?: string }>;
  englishName: string;
  banglaName: string;
  added: string;
  /** The Add toast for an admin who is not a super admin (only super admins add places). */
  onlySuperAdd: string;
  remove: (id: string) => Promise<{ deletedCount: number }>;
  confirm: string;
  deleted: string;
  /** 403 on delete: an admin who is not a super admin. */
  onlySuperDelete: string;
  /** 409 on delete: something still points at the place. */
  inUse: string;
}

const Kind = { union: 'Union', village: 'Village' } as const;

/** An id's words: its label and column header are the same for both places; the hint is the form's. */
const placeId = (
  field: IdField,
  hint: 'unionIdHint' | 'upazilaIdHint' | 'villageUnionIdHint',
): PlaceId => ({
  field,
  get label() {
    return field === 'union_id' ? T.form.unionId : T.form.upazilaId;
  },
  get hint() {
    return T.form[hint];
  },
});

/** One section's descriptor: its words are read from the catalog when shown, in the page's language. */
function placeSection(
  kind: PlaceKind,
  calls: Pick<PlaceSectionDescriptor, 'ids' | 'schema' | 'create' | 'remove'>,
): PlaceSectionDescriptor {
  const K = Kind[kind];
  return {
    kind,
    ...calls,
    get heading() {
      return T[`${kind}Heading`];
    },
    get add() {
      return T[`add${K}`];
    },
    get search() {
      return T.search[kind];
    },
    get englishName() {
      return T.form[`${kind}EnglishName`];
    },
    get banglaName() {
      return T.form[`${kind}BanglaName`];
    },
    get added() {
      return T.toast[`${kind}Added`];
    },
    get onlySuperAdd() {
      return T.toast[`onlySuperAdd${K}`];
    },
    get confirm() {
      return T.confirm[kind];
    },
    get deleted() {
      return T.toast[`${kind}Deleted`];
    },
    get onlySuperDelete() {
      return T.toast[`onlySuperDelete${K}`];
    },
    get inUse() {
      return T.server[`${kind}InUse`];
    },
  };
}

/** All Union; Add Union sends English and Bangla names, Union ID and Upazila ID (as numbers). */
export const unionSection = placeSection('union', {
  ids: [placeId('union_id', 'unionIdHint'), placeId('upazila_id', 'upazilaIdHint')],
  schema: unionBody,
  // The form's values have passed this schema already; parsing gives them its type.
  create: (values) => addUnion(unionBody.parse(values)),
  remove: deleteUnion,
});

/** All Village; Add Village sends English and Bangla names and the Union ID (as a number). */
export const villageSection = placeSection('village', {
  ids: [placeId('union_id', 'villageUnionIdHint')],
  schema: villageBody,
  create: (values) => addVillage(villageBody.parse(values)),
  remove: deleteVillage,
});

/** The list's columns between the names and the actions: one per id, headed as in the form. */
export const idColumns = (section: PlaceSectionDescriptor): Column<Union | Village>[] =>
  section.ids.map(({ field }) => ({
    get header() {
      return field === 'union_id' ? T.columns.unionId : T.columns.upazilaId;
    },
    // A village has no upazila_id, and no such column.
    cell: (row) => digits((row as Partial<Record<IdField, string>>)[field] ?? ''),
  }));

/** The place's id as the delete confirmation names it: its union's id, for both. */
export const placeDetail = (row: Union | Village) => `${T.columns.unionId} ${digits(row.union_id)}`;
