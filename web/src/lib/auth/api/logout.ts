import { postDocumented } from '@/lib/api-contract';

/** `POST /auth/logout` revokes the token at once; the AuthProvider ignores a failure. */
export async function logout(): Promise<void> {
  await postDocumented('/auth/logout');
}
