import { api } from '@/lib/api-client';

/** `POST /auth/logout` revokes the token at once; the AuthProvider ignores a failure. */
export async function logout(): Promise<void> {
  await api.post('/auth/logout');
}
