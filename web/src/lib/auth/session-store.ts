import { readStoredToken, TOKEN_STORAGE_KEY } from '@/lib/api-client';

import { storedUserSchema, type User } from '@/types/user';

/** The stored user's key, next to the token (customer-side.md section 3, "Session"). */
export const USER_STORAGE_KEY = 'user';

export type StoredSession = {
  token: string;
  /** The user as last seen; null when missing or unreadable (the verify call fills it in). */
  user: User | null;
  /** True when kept in local storage (Remember me), false for session storage. */
  remember: boolean;
};

function storages(): { local: Storage | null; session: Storage | null } {
  const pick = (read: () => Storage): Storage | null => {
    try {
      return read();
    } catch {
      return null;
    }
  };
  return { local: pick(() => window.localStorage), session: pick(() => window.sessionStorage) };
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const parsed = storedUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Storage full or blocked (private mode): the session lives on in memory for this page.
  }
}

/** The stored session, wherever it is kept, or null when there is no token. */
export function readSession(): StoredSession | null {
  const token = readStoredToken();
  if (!token) return null;
  const { local } = storages();
  const remember = local?.getItem(TOKEN_STORAGE_KEY) === token;
  const store = remember ? local : storages().session;
  return { token, user: parseUser(store?.getItem(USER_STORAGE_KEY) ?? null), remember };
}

/** Removes the token and user from both storages. */
export function clearSession(): void {
  const { local, session } = storages();
  for (const store of [local, session]) {
    safely(() => {
      store?.removeItem(TOKEN_STORAGE_KEY);
      store?.removeItem(USER_STORAGE_KEY);
    });
  }
}

/**
 * Stores a new session: in local storage when `remember` is set (it survives a browser
 * restart), otherwise in session storage (it ends when the browser closes).
 */
export function writeSession(token: string, user: User, remember: boolean): void {
  clearSession();
  const { local, session } = storages();
  const store = remember ? local : session;
  safely(() => {
    store?.setItem(TOKEN_STORAGE_KEY, token);
    store?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  });
}

/** Replaces the stored user (after a profile update or a verify), keeping where it lives. */
export function writeUser(user: User): void {
  const current = readSession();
  if (!current) return;
  const { local, session } = storages();
  const store = current.remember ? local : session;
  safely(() => store?.setItem(USER_STORAGE_KEY, JSON.stringify(user)));
}
