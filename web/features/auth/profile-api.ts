import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerClaimBody, OwnerStatus } from '../../../common/schemas/owner.ts';
import type { DeviceRow } from '../../../common/schemas/sessions.ts';
import { answer, api, readApi } from '../../foundation/api-client.ts';

export const profileKeys = {
  all: ['profile'] as const,
  owner: ['profile', 'owner'] as const,
  devices: ['profile', 'devices'] as const,
};

export const useOwnerStatus = () =>
  useQuery({
    queryKey: profileKeys.owner,
    queryFn: (): Promise<OwnerStatus> => answer(readApi.GET('/api/owner')),
  });

/** Entering the owner code: on success the role changes and the other devices are signed out. */
export function useClaimOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerClaimBody) => answer(api.POST('/api/owner/claim', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export const useDevices = () =>
  useQuery({
    queryKey: profileKeys.devices,
    queryFn: (): Promise<DeviceRow[]> => answer(readApi.GET('/api/sessions')),
  });

function useDeviceMutation<T>(run: (arg: T) => Promise<{ deletedCount: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.devices }),
  });
}

export const useSignOutDevice = () =>
  useDeviceMutation((id: string) =>
    answer(api.DELETE('/api/sessions/{id}', { params: { path: { id } } })),
  );

export const useSignOutOtherDevices = () =>
  useDeviceMutation(() => answer(api.DELETE('/api/sessions')));
