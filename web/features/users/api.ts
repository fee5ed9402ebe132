import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserRow } from '../../../common/schemas/users.ts';
import { answer, api, readApi } from '../../foundation/api-client.ts';

export const userKeys = {
  all: ['users'] as const,
  list: (limit: number, page: number, search: string) =>
    ['users', 'list', { limit, page, search }] as const,
  admins: ['users', 'admins'] as const,
  adminsPage: (page: number) => ['users', 'admins', page] as const,
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

/** Admins per page on the All Admin screen. */
export const ADMINS_PAGE_SIZE = 5;

/** One page of admins (GET /api/all-admin with `pageNumber`: the page, not the bare array). */
export function useAdmins(page: number) {
  return useQuery({
    queryKey: userKeys.adminsPage(page),
    queryFn: async () => {
      const answered = await answer(
        readApi.GET('/api/all-admin', {
          params: { query: { limit: ADMINS_PAGE_SIZE, pageNumber: page } },
        }),
      );
      // Asked with a page number, the server answers a page; the bare array is the original app's.
      return Array.isArray(answered)
        ? { admins: answered, totalCount: answered.length, pageCount: 1 }
        : answered;
    },
    placeholderData: (previous) => previous,
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
