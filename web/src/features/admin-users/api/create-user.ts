import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { EMAIL_PATTERN, PASSWORD_TOO_SHORT, MIN_PASSWORD_LENGTH } from '@/lib/validation';
import type { User } from '@/types/user';
import { postDocumented, type Conforms, type Schemas } from '@/lib/api-contract';

import { adminKeys } from '@/lib/admin/keys';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/**
 * The Add User dialog (admin-side.md section 5): name, email and password required ('Please
 * fill in all required fields'); the role becomes `isAdmin`.
 */
export const createUserSchema = z
  .object({
    name: z.string().trim(),
    email: z.string().trim(),
    password: z.string(),
    role: z.enum(['user', 'admin']),
  })
  .superRefine((values, context) => {
    if (!values.name || !values.email || !values.password) {
      context.addIssue({ code: 'custom', message: REQUIRED_FIELDS_MESSAGE, path: [] });
      return;
    }
    if (!EMAIL_PATTERN.test(values.email)) {
      context.addIssue({ code: 'custom', message: 'Email is invalid', path: ['email'] });
    }
    if (values.password.length < MIN_PASSWORD_LENGTH) {
      context.addIssue({ code: 'custom', message: PASSWORD_TOO_SHORT, path: ['password'] });
    }
  })
  .transform(({ name, email, password, role }) => ({ name, email, password, isAdmin: role === 'admin' }));

export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserRequest = Conforms<z.output<typeof createUserSchema>, Schemas['NewUserForm']>;

export const USER_CREATED_MESSAGE = 'User created successfully';

/** `POST /users/signup` (admin) -> 201 `{ user }`; 400 'Please fill in all required fields'; 409. */
export async function createUser(request: CreateUserRequest): Promise<User> {
  return (await postDocumented('/users/signup', { body: request })).user;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
