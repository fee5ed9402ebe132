import type { UserRow } from '../../../common/schemas/users.ts';
import { authText } from '../../i18n/auth.ts';
import { useAuth } from '../../shared/auth-context.ts';

/** True for the signed-in user's own row: nobody changes their own role or deletes themselves here. */
export function useIsSelf() {
  const auth = useAuth();
  return (user: UserRow) => auth.status === 'signedIn' && auth.user.email === user.email;
}

/** The row's Delete button; absent for the owner and for oneself (the server refuses both too). */
export function DeleteUserButton({ user, onClick }: { user: UserRow; onClick: () => void }) {
  const isSelf = useIsSelf();
  if (user.isOwner || isSelf(user)) return null;
  return (
    <button
      type="button"
      className="btn btn-small btn-danger"
      aria-label={`${authText.users.delete} ${user.email}`}
      onClick={onClick}
    >
      {authText.users.delete}
    </button>
  );
}
