import * as z from 'zod/mini';

/*
 * zod/mini: these schemas load with every page (the session starts on load), so they use the
 * small build, as the footer's newsletter form does.
 */

/** Optional text fields may be missing or null on older accounts; they are read as ''. */
const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** A user as the gateway sends it (web-contract.md, "Accounts"); never a password. */
export const userSchema = z.object({
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

export type User = z.infer<typeof userSchema>;

/** What login and registration answer. */
export type AuthSession = { user: User; token: string };

export const authSessionSchema = z.object({ user: userSchema, token: z.string().check(z.minLength(1)) });

export const userEnvelopeSchema = z.object({ user: userSchema });

/** Admin is decided by the server's role (or its isAdmin flag); admin-side.md section 6. */
export function isAdminUser(user: User | null | undefined): boolean {
  return Boolean(user && (user.role === 'admin' || user.isAdmin));
}

/** 'Jane Wanjiru' -> 'Jane'. */
export function firstName(user: Pick<User, 'name' | 'email'>): string {
  return user.name.trim().split(/\s+/)[0] || user.email;
}
