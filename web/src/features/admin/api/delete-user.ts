import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from './keys';

export const USER_DELETED_MESSAGE = 'User deleted successfully';

/** `DELETE /users/{id}` (admin) -> `{ message }`; 400 when an admin deletes themself. */
export function deleteUser(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
