import * as z from 'zod/mini';

import type { Conforms, Schemas } from '@/lib/api-contract';

/** A user as the gateway sends it (web-contract.md, "Accounts"); never a password. `role` is `user` or `admin`. */
export type User = Schemas['UserJson'];

/** What login and registration answer. */
export type AuthSession = Schemas['SessionJson'];

/*
 * The user kept in local or session storage beside the token is read back through this schema:
 * storage is not the gateway, so what an older build (or a person) left there is checked and
 * normalised. zod/mini: it loads with every page (the session starts on load), so it uses the
 * small build, as the footer's newsletter form does.
 */

/** Optional text fields may be missing or null in an older stored user; they are read as ''. */
const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

export const storedUserSchema = z.object({
  id: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value)),
  ),
  name: z.string(),
  email: z.string(),
  phone: optionalText,
  role: z.catch(z.enum(['user', 'admin']), 'user'),
  isAdmin: z.catch(z.boolean(), false),
  createdAt: optionalText,
  address: optionalText,
  city: optionalText,
  state: optionalText,
  zipCode: optionalText,
});

/** A stored user, once read, is the document's user: this fails `tsc` when the two drift apart. */
export type StoredUser = Conforms<z.output<typeof storedUserSchema>, User>;

/** Admin is decided by the server's role (or its isAdmin flag); admin-side.md section 6. */
export function isAdminUser(user: User | null | undefined): boolean {
  return Boolean(user && (user.role === 'admin' || user.isAdmin));
}

/** 'Jane Wanjiru' -> 'Jane'. */
export function firstName(user: Pick<User, 'name' | 'email'>): string {
  return user.name.trim().split(/\s+/)[0] || user.email;
}
