import { useState } from 'react';
import type { UserRow } from '../../../common/schemas/users.ts';
import { errorText } from '../../foundation/error-text.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { DataList, type ListColumn } from '../../components/DataList.tsx';
import { digits, liveTexts } from '../../i18n/language.ts';
import { toast } from '../../components/toast.tsx';
import { authText } from '../../i18n/auth.ts';
import { roleLabel } from '../../shared/dashboard.ts';
import { ADMINS_PAGE_SIZE, useAdmins, useDeleteUser, useSetAdminRole } from './api.ts';
import { DeleteUserButton, useIsSelf } from './DeleteUserButton.tsx';

const text = liveTexts(() => authText.admins);

type Pending =
  { kind: 'role'; user: UserRow; role: 'superAdmin' | 'admin' } | { kind: 'delete'; user: UserRow };

export function AdminListPage() {
  const [page, setPage] = useState(0);
  const admins = useAdmins(page);
  const isSelf = useIsSelf();
  const setRole = useSetAdminRole();
  const deleteUser = useDeleteUser();
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = () => {
    if (!pending) return;
    const done = () => setPending(null);
    const onError = (e: unknown) => {
      toast.error(errorText(e));
      done();
    };
    if (pending.kind === 'delete') {
      deleteUser.mutate(pending.user, {
        onSuccess: () => {
          toast.success(authText.users.deleted);
          done();
        },
        onError,
      });
      return;
    }
    const { user, role } = pending;
    setRole.mutate(
      { user, role },
      {
        onSuccess: () => {
          toast.success(
            role === 'superAdmin' ? text.nowSuper(user.email) : text.demoted(user.email),
          );
          done();
        },
        onError,
      },
    );
  };

  const columns: ListColumn<UserRow>[] = [
    {
      id: 'serial',
      header: authText.users.sl,
      card: 'none',
      cell: (_u, index) => digits(index + 1),
    },
    { id: 'name', header: authText.users.name, card: 'title', cell: (user) => user.name },
    { id: 'email', header: authText.users.email, cell: (user) => user.email },
    {
      id: 'role',
      header: text.role,
      cell: (user) => (
        <>
          {user.role === 'superAdmin' && (
            <span className="super-icon" aria-hidden="true">
              ★{' '}
            </span>
          )}
          {roleLabel(user.role)}
          {user.isOwner && <span className="muted small"> ({text.owner})</span>}
        </>
      ),
    },
    {
      id: 'access',
      header: text.accessibility,
      card: 'actions',
      cell: (user) => (
        <>
          {user.role === 'admin' && !isSelf(user) && (
            <button
              type="button"
              className="btn btn-small btn-success"
              onClick={() => setPending({ kind: 'role', user, role: 'superAdmin' })}
            >
              {text.promote}
            </button>
          )}
          {user.role === 'superAdmin' && !user.isOwner && !isSelf(user) && (
            <button
              type="button"
              className="btn btn-small btn-outline"
              onClick={() => setPending({ kind: 'role', user, role: 'admin' })}
            >
              {text.demote}
            </button>
          )}
        </>
      ),
    },
    {
      id: 'delete',
      header: authText.users.action,
      card: 'actions',
      cell: (user) => (
        <DeleteUserButton user={user} onClick={() => setPending({ kind: 'delete', user })} />
      ),
    },
  ];

  return (
    <section>
      <PageTitle title={text.title} />
      <h1>{text.title}</h1>
      <DataList
        label={text.title}
        testId="admin-list"
        columns={columns}
        rows={admins.data?.admins}
        rowKey={(user) => user._id}
        query={admins}
        pageSize={ADMINS_PAGE_SIZE}
        page={page}
        pageCount={admins.data?.pageCount ?? 0}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title={authText.users.deleteTitle}
        detail={pending?.user.email}
        pending={deleteUser.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === 'role'}
        title={
          pending?.kind === 'role' && pending.role === 'admin'
            ? text.demoteTitle
            : text.promoteTitle
        }
        detail={pending?.user.email}
        text=" "
        confirmLabel={
          pending?.kind === 'role' && pending.role === 'admin' ? text.demote : text.promote
        }
        pending={setRole.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

export default AdminListPage;
