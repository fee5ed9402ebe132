import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserRow } from '../../../common/schemas/users.ts';
import { api } from '../../app/api.ts';

export const userKeys = {
  all: ['users'] as const,
  list: (limit: number, page: number, search: string) =>
    ['users', 'list', { limit, page, search }] as const,
  admins: ['users', 'admins'] as const,
};

export function useUsers(limit: number, page: number, search: string) {
  return useQuery({
    queryKey: userKeys.list(limit, page, search),
    queryFn: () =>
      api.read<{ users: UserRow[]; pageCount: number }>('/users', {
        limit,
        pageNumber: page,
        userSearchData: search,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useAdmins() {
  return useQuery({ queryKey: userKeys.admins, queryFn: () => api.read<UserRow[]>('/all-admin') });
}

/** Every role change or deletion refreshes both user lists. */
function useUserMutation<T>(run: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useDeleteUser = () =>
  useUserMutation((user: UserRow) =>
    api.send<{ deletedCount: number }>('DELETE', `/deleteUser/${user._id}`),
  );

export const useMakeAdmin = () =>
  useUserMutation((user: UserRow) =>
    api.send<{ modifiedCount: number }>('PUT', `/user/admin/${encodeURIComponent(user.email)}`),
  );

export const useSetAdminRole = () =>
  useUserMutation(({ user, role }: { user: UserRow; role: 'superAdmin' | 'admin' }) =>
    api.send<{ modifiedCount: number }>(
      'PATCH',
      `/admin/accessibility/${encodeURIComponent(user.email)}`,
      { role },
    ),
  );
