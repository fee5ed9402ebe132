import { useState } from 'react';
import { LIST_PAGE_SIZES } from '../../../common/constants.ts';
import type { UserRow } from '../../../common/schemas/users.ts';
import { errorText } from '../../app/error-text.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { serial } from '../../components/list.ts';
import { toast } from '../../components/toast.tsx';
import { authText } from '../../i18n/auth.ts';
import { useDashboardSearch } from '../dashboard/dashboard-context.ts';
import { useDeleteUser, useMakeAdmin, useUsers } from './api.ts';
import { DeleteUserButton } from './DeleteUserButton.tsx';
import { digits } from '../../i18n/language.ts';

const text = authText.users;

export function UserListPage() {
  const search = useDashboardSearch();
  const [limit, setLimit] = useState(10);
  const [paging, setPaging] = useState({ page: 0, search });
  // A new search starts from the first page.
  const page = paging.search === search ? paging.page : 0;
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

  return (
    <section>
      <PageTitle title={text.title} />
      <h1>{text.title}</h1>
      <div className="toolbar">
        <PageSizeSelect
          value={limit}
          sizes={LIST_PAGE_SIZES}
          onChange={(size) => {
            setLimit(size);
            setPaging({ page: 0, search });
          }}
        />
      </div>
      {users.isLoading ? (
        <Spinner />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>{text.sl}</th>
                <th>{text.name}</th>
                <th>{text.email}</th>
                <th>{text.makeAdmin}</th>
                <th>{text.action}</th>
              </tr>
            </thead>
            <tbody>
              {users.data?.users.map((user, index) => (
                <tr key={user._id}>
                  <td>{digits(serial(limit, page, index))}</td>
                  <td>{user.name}</td>
                  <td>{user.email}</td>
                  <td>
                    {user.role === 'user' && (
                      <button
                        type="button"
                        className="btn btn-small btn-success"
                        onClick={() => setPromoting(user)}
                      >
                        {text.makeAdmin}
                      </button>
                    )}
                  </td>
                  <td>
                    <DeleteUserButton user={user} onClick={() => setDeleting(user)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {users.data?.users.length === 0 && <p className="empty">{text.empty}</p>}
        </div>
      )}
      <Pagination
        pageCount={users.data?.pageCount ?? 0}
        page={page}
        onPageChange={(next) => setPaging({ page: next, search })}
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
