import { useMutation, useQueryClient } from '@tanstack/react-query';

import { deleteDocumented, type ResponseOf } from '@/lib/api-contract';

import { adminKeys } from '@/lib/admin/keys';

export const USER_DELETED_MESSAGE = 'User deleted successfully';

/** `DELETE /users/{id}` (admin) -> `{ message }`; 400 when an admin deletes themself. */
export function deleteUser(id: string): Promise<ResponseOf<'/users/{id}', 'delete'>> {
  return deleteDocumented('/users/{id}', { pathParams: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
