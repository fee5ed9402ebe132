import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, readApi } from '../../foundation/api-client.ts';
import { contactKeys } from '../../shared/query-keys/contacts.ts';
import type { ContactCard, ContactUpdateBody } from '../../../common/schemas/contacts.ts';

/**
 * GET /api/contacts/dashboard without a page number: the grid's bounded array (the first 200,
 * newest first), as the original app reads it.
 */
export function useDashboardContacts() {
  return useQuery({
    queryKey: contactKeys.dashboard,
    queryFn: async (): Promise<ContactCard[]> => {
      const answered = await answer(readApi.GET('/api/contacts/dashboard'));
      return Array.isArray(answered) ? answered : answered.contacts;
    },
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: contactKeys.all });
}

/** Uploads the photo to our own server (POST /api/uploads/image), then adds the contact with its URL. */
export function useAddContact() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (
      input: Omit<ContactUpdateBody, 'number2'> & { number2: string | null; image: File },
    ) => {
      const image = await answer(
        api.POST('/api/uploads/image', {
          body: { image: input.image },
          bodySerializer: (body) => {
            const form = new FormData();
            form.append('image', body.image, input.image.name);
            return form;
          },
        }),
      );
      return answer(
        api.POST('/api/admin-contact', {
          body: {
            name: input.name,
            number1: input.number1,
            number2: input.number2,
            img: image.data.url,
          },
        }),
      );
    },
    onSuccess: refresh,
  });
}

/** PATCH /api/contact/{id}: name and numbers. */
export function useUpdateContact() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ContactUpdateBody }) =>
      answer(api.PATCH('/api/contact/{id}', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

/** DELETE /api/delete-contact/{id} (super admins only; others get 403). */
export function useDeleteContact() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      answer(api.DELETE('/api/delete-contact/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}
