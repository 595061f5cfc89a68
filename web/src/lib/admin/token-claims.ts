import { z } from 'zod';

/** What the admin screens read from a JWT's payload (admin-side.md section 3: userId or id, exp). */
const claimsSchema = z.object({
  sub: z.union([z.string(), z.number()]).optional(),
  userId: z.union([z.string(), z.number()]).optional(),
  id: z.union([z.string(), z.number()]).optional(),
  email: z.string().optional(),
  role: z.string().optional(),
  isAdmin: z.boolean().optional(),
  /** Seconds since the epoch. */
  exp: z.number().optional(),
});

export type TokenClaims = {
  userId?: string;
  email?: string;
  role?: string;
  isAdmin?: boolean;
  /** When the token stops working. */
  expiresAt?: Date;
};

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The payload of a JWT, read without checking the signature (only the server can): for
 * display, and to see an expired token without asking. Null when it is not a JWT.
 */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    if (!parsed.success) return null;
    const { sub, userId, id, email, role, isAdmin, exp } = parsed.data;
    const subject = userId ?? id ?? sub;
    return {
      userId: subject === undefined ? undefined : String(subject),
      email,
      role,
      isAdmin,
      expiresAt: exp === undefined ? undefined : new Date(exp * 1000),
    };
  } catch {
    return null;
  }
}
