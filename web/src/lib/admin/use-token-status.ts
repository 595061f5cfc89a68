import { useVerifyToken } from './verify-token';
import { localTokenStatus, serverTokenStatus, type TokenStatus } from './token-status';

/**
 * The token checker's status: missing or expired at once, without a call; otherwise what
 * `GET /users/verify-token` answers (unknown while it is on its way).
 */
export function useTokenStatus(token: string | null) {
  const local = localTokenStatus(token);
  const verify = useVerifyToken(token, { enabled: local === null });
  let status: TokenStatus = 'unknown';
  if (local) status = local;
  else if (verify.isSuccess) status = serverTokenStatus({ ok: true });
  else if (verify.isError) status = serverTokenStatus({ ok: false, error: verify.error });
  return { status, verify, isChecking: local === null && verify.isFetching };
}
