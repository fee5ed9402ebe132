import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserRow } from '../../../common/schemas/users.ts';
import { answer, api, readApi } from '../../foundation/api-client.ts';

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
      answer(
        readApi.GET('/api/users', {
          params: {
            query: { limit, pageNumber: page, ...(search ? { userSearchData: search } : {}) },
          },
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useAdmins() {
  return useQuery({
    queryKey: userKeys.admins,
    queryFn: () => answer(readApi.GET('/api/all-admin')),
  });
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
    answer(api.DELETE('/api/deleteUser/{id}', { params: { path: { id: user._id } } })),
  );

export const useMakeAdmin = () =>
  useUserMutation((user: UserRow) =>
    answer(api.PUT('/api/user/admin/{email}', { params: { path: { email: user.email } } })),
  );

export const useSetAdminRole = () =>
  useUserMutation(({ user, role }: { user: UserRow; role: 'superAdmin' | 'admin' }) =>
    answer(
      api.PATCH('/api/admin/accessibility/{email}', {
        params: { path: { email: user.email } },
        body: { role },
      }),
    ),
  );
