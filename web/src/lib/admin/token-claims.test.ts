import { describe, expect, it } from 'vitest';

import { fakeJwt } from '@/testing/auth-fixtures';

import { decodeTokenClaims } from './token-claims';
import { localTokenStatus } from './token-status';

describe('token claims', () => {
  it('reads the user id, email, role and expiry from a JWT payload', () => {
    const claims = decodeTokenClaims(fakeJwt({ userId: 42, email: 'a@b.co', role: 'admin', exp: 1_900_000_000 }));
    expect(claims).toEqual({
      userId: '42',
      email: 'a@b.co',
      role: 'admin',
      isAdmin: undefined,
      expiresAt: new Date(1_900_000_000 * 1000),
    });
  });

  it('returns null for a token that is not a JWT', () => {
    expect(decodeTokenClaims('opaque')).toBeNull();
    expect(decodeTokenClaims('a.%%%.c')).toBeNull();
  });

  it('decides missing and expired locally, and leaves the rest to the server', () => {
    const now = new Date('2026-11-01T10:00:00Z');
    const exp = (date: string) => fakeJwt({ exp: new Date(date).getTime() / 1000 });
    expect(localTokenStatus(null, now)).toBe('missing');
    expect(localTokenStatus(exp('2026-11-01T09:59:00Z'), now)).toBe('expired');
    expect(localTokenStatus(exp('2026-11-01T11:00:00Z'), now)).toBeNull();
    expect(localTokenStatus('opaque', now)).toBeNull();
  });
});
