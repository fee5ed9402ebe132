import { donorsText as t } from '../../i18n/donors.ts';

/** How many donors the list holds in all pages; nothing until the first answer. */
export function ListTotal({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return <p className="muted small list-total">{t.list.total(count)}</p>;
}
