import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerClaimBody, OwnerStatus } from '../../../common/schemas/owner.ts';
import type { DeviceRow } from '../../../common/schemas/sessions.ts';
import { api } from '../../app/api.ts';

export const profileKeys = {
  owner: ['profile', 'owner'] as const,
  devices: ['profile', 'devices'] as const,
};

export const useOwnerStatus = () =>
  useQuery({ queryKey: profileKeys.owner, queryFn: () => api.read<OwnerStatus>('/owner') });

/** Entering the owner code: on success the role changes and the other devices are signed out. */
export function useClaimOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerClaimBody) => api.send<{ role: string }>('POST', '/owner/claim', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}

export const useDevices = () =>
  useQuery({ queryKey: profileKeys.devices, queryFn: () => api.read<DeviceRow[]>('/sessions') });

function useDeviceMutation<T>(run: (arg: T) => Promise<{ deletedCount: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.devices }),
  });
}

export const useSignOutDevice = () =>
  useDeviceMutation((id: string) =>
    api.send<{ deletedCount: number }>('DELETE', `/sessions/${encodeURIComponent(id)}`),
  );

export const useSignOutOtherDevices = () =>
  useDeviceMutation(() => api.send<{ deletedCount: number }>('DELETE', '/sessions'));
