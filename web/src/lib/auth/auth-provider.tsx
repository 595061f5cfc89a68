import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

import { isApiError, onUnauthorized, readStoredToken, TOKEN_STORAGE_KEY } from '@/lib/api-client';

import { logout } from './api/logout';
import { verifySession } from './api/verify-session';
import { clearSession, readSession, USER_STORAGE_KEY, writeSession, writeUser } from './session-store';
import { isAdminUser, type AuthSession, type User } from '@/types/user';

export type AuthContextValue = {
  user: User | null;
  /** The bearer token, while signed in. */
  token: string | null;
  /** True while a stored token is being verified on load. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Stores the session: local storage with Remember me, session storage without. */
  signIn: (session: AuthSession, remember: boolean) => void;
  /** Revokes the token on the server (a failure is ignored), then forgets the session. */
  signOut: () => Promise<void>;
  /** Replaces the user (a profile update), in memory and in storage. */
  updateUser: (user: User) => void;
  /**
   * Reloads the user from the server (its current role). A rejected token signs out
   * (customer-side.md section 4); returns the user, or null when signed out.
   */
  refreshUser: () => Promise<User | null>;
};

/**
 * Queries whose data belongs to the signed-in user carry this meta flag; they are dropped
 * from the cache when the session changes hands.
 */
export const USER_SCOPED_META = { userScoped: true } as const;

type SessionState = { token: string | null; user: User | null; isLoading: boolean };

const AuthContext = createContext<AuthContextValue | null>(null);

/** A network failure or a server error says nothing about the token; keep the session. */
function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

function initialState(): SessionState {
  const stored = readSession();
  // The stored user is shown at once (no header flicker); guards wait for `isLoading`.
  return { token: stored?.token ?? null, user: stored?.user ?? null, isLoading: stored !== null };
}

/**
 * The session (customer-side.md section 4, "Session"): a stored token is verified with
 * `GET /auth/verify` on load; success sets the user, a rejection removes token and user.
 * Any signed-in call answered 401 ends the session too, and signing in or out in another
 * tab is followed here.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(initialState);
  const queryClient = useQueryClient();

  const forgetUserData = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true });
  }, [queryClient]);

  const endSession = useCallback(() => {
    clearSession();
    forgetUserData();
    setState({ token: null, user: null, isLoading: false });
  }, [forgetUserData]);

  useEffect(() => {
    const stored = readSession();
    if (!stored) return;
    const controller = new AbortController();
    verifySession(controller.signal).then(
      (user) => {
        writeUser(user);
        setState({ token: stored.token, user, isLoading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isTransient(error)) setState((current) => ({ ...current, isLoading: false }));
        else endSession();
      },
    );
    return () => controller.abort();
  }, [endSession]);

  useEffect(
    () =>
      onUnauthorized((rejectedToken) => {
        if (readStoredToken() === rejectedToken) endSession();
      }),
    [endSession],
  );

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== null && event.key !== TOKEN_STORAGE_KEY && event.key !== USER_STORAGE_KEY) return;
      const stored = readSession();
      forgetUserData();
      setState({ token: stored?.token ?? null, user: stored?.user ?? null, isLoading: false });
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [forgetUserData]);

  const signIn = useCallback<AuthContextValue['signIn']>(
    ({ token, user }, remember) => {
      writeSession(token, user, remember);
      forgetUserData();
      setState({ token, user, isLoading: false });
    },
    [forgetUserData],
  );

  const signOut = useCallback(async () => {
    if (readStoredToken()) {
      try {
        await logout();
      } catch {
        // The spec ignores a failed logout call: the session ends here regardless.
      }
    }
    endSession();
  }, [endSession]);

  const updateUser = useCallback((user: User) => {
    writeUser(user);
    setState((current) => ({ ...current, user }));
  }, []);

  const refreshUser = useCallback(async () => {
    try {
      const user = await verifySession();
      updateUser(user);
      return user;
    } catch (error) {
      if (isTransient(error)) return readSession()?.user ?? null;
      endSession();
      return null;
    }
  }, [endSession, updateUser]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      token: state.token,
      isLoading: state.isLoading,
      isAuthenticated: state.user !== null && state.token !== null,
      isAdmin: state.token !== null && isAdminUser(state.user),
      signIn,
      signOut,
      updateUser,
      refreshUser,
    }),
    [state, signIn, signOut, updateUser, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
