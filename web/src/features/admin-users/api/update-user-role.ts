import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { User } from '@/types/user';
import { patchDocumented } from '@/lib/api-contract';

import { adminKeys } from '@/lib/admin/keys';

/** `user` or `admin`; the document's `role` is text (RoleForm, UserJson). */
export type Role = User['role'];

export const ROLE_UPDATED_MESSAGE = 'User role updated successfully';

/**
 * `PATCH /users/{id}/role` (admin) -> `{ user }`; 400 when an admin demotes themself. The
 * change applies from that user's next request.
 */
export async function updateUserRole({ id, role }: { id: string; role: Role }): Promise<User> {
  return (await patchDocumented('/users/{id}/role', { pathParams: { id }, body: { role } })).user;
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
