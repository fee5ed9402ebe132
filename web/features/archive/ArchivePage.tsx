import { useSearchParams } from 'react-router';
import { useState } from 'react';
import { LIST_PAGE_SIZES } from '../../../common/constants.ts';
import { errorText } from '../../app/error-text.ts';
import { serial, usePage } from '../../components/list.ts';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { archiveText as t } from '../../i18n/activity.ts';
import { formatDateTime } from '../../shared/format.ts';
import { ARCHIVE_KINDS, useArchivePage, useRestore, type ArchiveKind, type ArchivedItem } from './archive-api.ts';
import './archive.css';
import { digits } from '../../i18n/language.ts';

const isKind = (value: string | null): value is ArchiveKind => ARCHIVE_KINDS.some((kind) => kind === value);

/**
 * The archive for a super admin: deleted donors, blood requests and contacts (one tab each, the
 * tab in the URL), when and by whom each was archived, and Restore until its 30 days are over.
 */
export function ArchivePage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: ArchiveKind = isKind(asked) ? asked : 'donor';
  const [limit, setLimit] = useState<number>(LIST_PAGE_SIZES[0]);
  const [page, setPage] = usePage(`${kind}:${limit}`);
  const archive = useArchivePage(kind, limit, page);
  const restore = useRestore();
  const items = archive.data?.items ?? [];
  // The time the screen opened: a row past its restore date shows so until the list reloads.
  const [openedAt] = useState(() => Date.now());

  const onRestore = (item: ArchivedItem) =>
    restore.mutate(
      { kind: item.kind ?? kind, id: item._id },
      {
        onSuccess: () => {
          toast.success(t.restored);
          if (items.length === 1 && page > 0) setPage(page - 1);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <section className="archive">
      <PageTitle title={t.title} />
      <h1>{t.heading}</h1>
      <p className="muted">{t.intro}</p>
      <div className="tabs" role="tablist" aria-label={t.tabs.label}>
        {ARCHIVE_KINDS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === kind}
            className={tab === kind ? 'tab active' : 'tab'}
            onClick={() => setParams(tab === 'donor' ? {} : { kind: tab })}
          >
            {t.tabs[tab]}
          </button>
        ))}
      </div>
      <div className="toolbar">
        <PageSizeSelect value={limit} sizes={LIST_PAGE_SIZES} onChange={setLimit} />
        {archive.data && <span className="muted">{t.total(archive.data.totalCount)}</span>}
      </div>
      {archive.isLoading && <Spinner />}
      {archive.isError && <p className="field-error">{t.failed}</p>}
      {archive.isSuccess && items.length === 0 && <p className="empty">{t.empty}</p>}
      {items.length > 0 && (
        <div role="tabpanel" aria-label={t.tabs[kind]}>
          <ol className="archive-list" aria-busy={archive.isFetching}>
            <li className="archive-row archive-head" aria-hidden="true">
              <span>{t.table.serial}</span>
              <span>{t.table.name}</span>
              <span>{t.table.archivedAt}</span>
              <span>{t.table.archivedBy}</span>
              <span>{t.table.restorableUntil}</span>
              <span>{t.table.action}</span>
            </li>
            {items.map((item, index) => {
              const open = new Date(item.restorableUntil).getTime() > openedAt;
              return (
                <li key={item._id} className="archive-row card" data-testid="archive-row">
                  <span className="archive-serial">{digits(serial(limit, page, index))}</span>
                  <span className="archive-name">{item.label}</span>
                  <span>
                    <span className="archive-label">{t.table.archivedAt}: </span>
                    {formatDateTime(item.archivedAt)}
                  </span>
                  <span className="archive-by">
                    <span className="archive-label">{t.table.archivedBy}: </span>
                    {item.archivedBy ?? t.table.unknown}
                  </span>
                  <span>
                    <span className="archive-label">{t.table.restorableUntil}: </span>
                    {open ? formatDateTime(item.restorableUntil) : t.expired}
                  </span>
                  <span>
                    {open && (
                      <button
                        type="button"
                        className="btn btn-outline"
                        aria-label={t.restoreLabel(item.label)}
                        disabled={restore.isPending}
                        onClick={() => onRestore(item)}
                      >
                        {t.restore}
                      </button>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      )}
      <Pagination pageCount={archive.data?.pageCount ?? 0} page={page} onPageChange={setPage} />
    </section>
  );
}

export default ArchivePage;
