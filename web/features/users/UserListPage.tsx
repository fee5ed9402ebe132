import { useState } from 'react';
import { LIST_PAGE_SIZES } from '../../../common/constants.ts';
import type { UserRow } from '../../../common/schemas/users.ts';
import { errorText } from '../../foundation/error-text.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { DataList, type ListColumn } from '../../components/DataList.tsx';
import { useUrlList } from '../../components/url-list.ts';
import { digits, liveTexts } from '../../i18n/language.ts';
import { listsText } from '../../i18n/lists.ts';
import { serial } from '../../components/list.ts';
import { toast } from '../../components/toast.tsx';
import { authText } from '../../i18n/auth.ts';
import { useDashboardSearch } from '../../shared/dashboard.ts';
import { useDeleteUser, useMakeAdmin, useUsers } from './api.ts';
import { DeleteUserButton } from './DeleteUserButton.tsx';

const text = liveTexts(() => authText.users);

export function UserListPage() {
  const search = useDashboardSearch();
  // Page and size in the address; the search (`q`) too, and a new search starts at the first page.
  const url = useUrlList({ sizes: LIST_PAGE_SIZES });
  const { size: limit, page } = url;
  const users = useUsers(limit, page, search);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const [promoting, setPromoting] = useState<UserRow | null>(null);
  const deleteUser = useDeleteUser();
  const makeAdmin = useMakeAdmin();

  const confirmDelete = () =>
    deleting &&
    deleteUser.mutate(deleting, {
      onSuccess: (r) => {
        if ((r as { deletedCount: number }).deletedCount > 0) toast.success(text.deleted);
        setDeleting(null);
      },
      onError: (e) => {
        toast.error(errorText(e));
        setDeleting(null);
      },
    });

  const confirmPromote = () =>
    promoting &&
    makeAdmin.mutate(promoting, {
      onSuccess: () => {
        toast.success(text.promoted(promoting.email));
        setPromoting(null);
      },
      onError: (e) => {
        toast.error(errorText(e));
        setPromoting(null);
      },
    });

  const columns: ListColumn<UserRow>[] = [
    {
      id: 'serial',
      header: text.sl,
      card: 'none',
      cell: (_u, index) => digits(serial(limit, page, index)),
    },
    { id: 'name', header: text.name, card: 'title', cell: (user) => user.name },
    { id: 'email', header: text.email, cell: (user) => user.email },
    {
      id: 'make-admin',
      header: text.makeAdmin,
      card: 'actions',
      cell: (user) =>
        user.role === 'user' && (
          <button
            type="button"
            className="btn btn-small btn-success"
            aria-label={`${text.makeAdmin} ${user.email}`}
            onClick={() => setPromoting(user)}
          >
            {text.makeAdmin}
          </button>
        ),
    },
    {
      id: 'delete',
      header: text.action,
      card: 'actions',
      cell: (user) => <DeleteUserButton user={user} onClick={() => setDeleting(user)} />,
    },
  ];

  return (
    <section>
      <PageTitle title={text.title} />
      <h1>{text.title}</h1>
      <div className="toolbar">
        <PageSizeSelect
          value={limit}
          sizes={LIST_PAGE_SIZES}
          onChange={url.setSize}
          label={listsText.show}
        />
      </div>
      <DataList
        label={text.title}
        testId="user-list"
        columns={columns}
        rows={users.data?.users}
        rowKey={(user) => user._id}
        emptyText={text.empty}
        query={users}
        pageSize={limit}
        page={page}
        pageCount={users.data?.pageCount ?? 0}
        onPageChange={url.setPage}
      />
      <ConfirmDialog
        open={!!deleting}
        title={text.deleteTitle}
        detail={deleting?.email}
        pending={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={!!promoting}
        title={text.promoteTitle}
        detail={promoting?.email}
        text={promoting ? text.promoteText(promoting.email) : ''}
        confirmLabel={text.promoteConfirm}
        pending={makeAdmin.isPending}
        onConfirm={confirmPromote}
        onCancel={() => setPromoting(null)}
      />
    </section>
  );
}

export default UserListPage;
