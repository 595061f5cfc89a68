import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userEnvelopeSchema, type User } from '@/features/auth/types';
import { api } from '@/lib/api-client';

import { adminKeys } from './keys';

export type Role = User['role'];

export const ROLE_UPDATED_MESSAGE = 'User role updated successfully';

/**
 * `PATCH /users/{id}/role` (admin) -> `{ user }`; 400 when an admin demotes themself. The
 * change applies from that user's next request.
 */
export async function updateUserRole({ id, role }: { id: string; role: Role }): Promise<User> {
  return userEnvelopeSchema.parse(await api.patch(`/users/${encodeURIComponent(id)}/role`, { role })).user;
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
