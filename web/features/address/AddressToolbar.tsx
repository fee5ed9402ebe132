import { useId } from 'react';
import { ADDRESS_PAGE_SIZES } from '../../../common/constants.ts';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { addressText as T } from '../../i18n/address.ts';
import type { AddressKind, AddressList } from './address-api.ts';

interface AddressToolbarProps<K extends AddressKind> {
  list: AddressList<K>;
  searchLabel: string;
}

/** A list's search box and its 'Show' page-size selector (5, 10, 15, 25, 50, 100). */
export function AddressToolbar<K extends AddressKind>({
  list,
  searchLabel,
}: AddressToolbarProps<K>) {
  const id = useId();
  return (
    <div className="toolbar address-toolbar">
      <div className="address-search">
        <label htmlFor={id} className="visually-hidden">
          {searchLabel}
        </label>
        <input
          id={id}
          type="search"
          placeholder={searchLabel}
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          maxLength={100}
        />
      </div>
      <PageSizeSelect
        value={list.limit}
        sizes={ADDRESS_PAGE_SIZES}
        onChange={list.setLimit}
        label={T.show}
      />
    </div>
  );
}
