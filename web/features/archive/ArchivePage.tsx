import { useState } from 'react';
import { LIST_PAGE_SIZES } from '../../../common/constants.ts';
import { errorText } from '../../foundation/error-text.ts';
import { DataList, type ListColumn } from '../../components/DataList.tsx';
import { serial } from '../../components/list.ts';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { toast } from '../../components/toast.tsx';
import { useUrlList } from '../../components/url-list.ts';
import { archiveText as t } from '../../i18n/activity.ts';
import { digits } from '../../i18n/language.ts';
import { useAuth } from '../../shared/auth-context.ts';
import { formatDateTime } from '../../shared/format.ts';
import {
  ARCHIVE_KINDS,
  useArchivePage,
  useRestore,
  type ArchiveKind,
  type ArchivedItem,
} from './archive-api.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

/**
 * The archive: deleted donors, blood requests and contacts (one tab each), when and by whom each
 * was archived, and Restore until its 30 days are over. An admin sees the donors and requests of
 * their units (the server scopes them); the contacts' tab is a super admin's only, as its API is.
 * The tab, the page size and the page are in the address (`?kind=contact&page=2`), so reload and
 * Back keep them.
 */
export function ArchivePage() {
  const { role } = useAuth();
  const kinds = ARCHIVE_KINDS.filter((tab) => tab !== 'contact' || role === 'superAdmin');
  const url = useUrlList({ sizes: LIST_PAGE_SIZES });
  const { size: limit, page, setPage } = url;
  const asked = url.get('kind');
  const kind: ArchiveKind = kinds.find((tab) => tab === asked) ?? 'donor';
  const archive = useArchivePage(kind, limit, page);
  const restore = useRestore();
  const items = archive.data?.items ?? [];
  // The time the screen opened: a row past its restore date shows so until the list reloads.
  const [openedAt] = useState(() => Date.now());
  const restorable = (item: ArchivedItem) => new Date(item.restorableUntil).getTime() > openedAt;

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

  const columns: ListColumn<ArchivedItem>[] = [
    {
      id: 'serial',
      header: t.table.serial,
      card: 'none',
      cell: (_item, index) => digits(serial(limit, page, index)),
    },
    {
      id: 'name',
      header: t.table.name,
      card: 'title',
      className: 'archive-name',
      cell: (item) => item.label,
    },
    {
      id: 'archivedAt',
      header: t.table.archivedAt,
      nowrap: true,
      cell: (item) => formatDateTime(item.archivedAt),
    },
    {
      id: 'archivedBy',
      header: t.table.archivedBy,
      cell: (item) => item.archivedBy ?? t.table.unknown,
    },
    {
      id: 'restorableUntil',
      header: t.table.restorableUntil,
      cell: (item) => (restorable(item) ? formatDateTime(item.restorableUntil) : t.expired),
    },
    {
      id: 'restore',
      header: t.table.action,
      card: 'actions',
      cell: (item) =>
        restorable(item) && (
          <button
            type="button"
            className="btn btn-outline btn-small"
            aria-label={t.restoreLabel(item.label)}
            disabled={restore.isPending}
            onClick={() => onRestore(item)}
          >
            {t.restore}
          </button>
        ),
    },
  ];

  return (
    <section className="archive">
      <PageTitle title={t.title} />
      <h1>{t.heading}</h1>
      <p className="muted">{t.intro}</p>
      <div className="tabs" role="tablist" aria-label={t.tabs.label}>
        {kinds.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`archive-tab-${tab}`}
            aria-selected={tab === kind}
            aria-controls="archive-panel"
            className={tab === kind ? 'tab active' : 'tab'}
            onClick={() => url.set({ kind: tab === 'donor' ? null : tab })}
          >
            {t.tabs[tab]}
          </button>
        ))}
      </div>
      <div className="toolbar">
        <PageSizeSelect value={limit} sizes={LIST_PAGE_SIZES} onChange={url.setSize} />
        {archive.data && <span className="muted">{t.total(archive.data.totalCount)}</span>}
      </div>
      <div role="tabpanel" id="archive-panel" aria-labelledby={`archive-tab-${kind}`}>
        <DataList
          label={t.tabs[kind]}
          testId="archived-items"
          columns={columns}
          rows={archive.data?.items}
          rowKey={(item) => item._id}
          emptyText={t.empty}
          query={archive}
          pageSize={limit}
          page={page}
          pageCount={archive.data?.pageCount ?? 0}
          onPageChange={setPage}
        />
      </div>
    </section>
  );
}

export default ArchivePage;
