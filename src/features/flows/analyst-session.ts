// The flow analyst's sign-in on the atlas (docs/decisions/047): the recorded usage is read only with a flow
// analyst's token. The analyst signs in with the shop's login endpoint (POST /api/enad/login/) on the app API;
// the token is kept for the tab (sessionStorage, gone when the tab closes) and sent on the usage reads only.
import { useState, useSyncExternalStore } from 'react';
import { browserApiClients } from '../../api/browser-clients';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';

export interface AnalystSession {
  email: string;
  token: string;
  /** Epoch ms when the token stops working. */
  expiresAt: number;
}

const storageKey = 'flowAtlasAnalyst';
const listeners = new Set<() => void>();

/** The kept session, if it is one and still lives; anything else is removed. */
function storedSession(): AnalystSession | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Partial<AnalystSession> | null;
    if (
      typeof value?.email === 'string' &&
      typeof value.token === 'string' &&
      typeof value.expiresAt === 'number' &&
      value.expiresAt > Date.now()
    )
      return value as AnalystSession;
  } catch {
    // unreadable: removed below
  }
  sessionStorage.removeItem(storageKey);
  return null;
}

let current: AnalystSession | null = typeof sessionStorage === 'undefined' ? null : storedSession();

function keep(session: AnalystSession | null) {
  if (session) sessionStorage.setItem(storageKey, JSON.stringify(session));
  else sessionStorage.removeItem(storageKey);
  current = session;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The analyst's token for a usage read, while it lives. */
export const analystToken = () => (current && current.expiresAt > Date.now() ? current.token : undefined);

/** The signed-in analyst (null when nobody is), re-rendering on sign-in and sign-out. */
export const useAnalystSession = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

/** Signs out: the token is forgotten (it also ends when a read answers 401: expired, or a restarted server). */
export const signOutAnalyst = () => keep(null);

const { app } = browserApiClients(() => undefined);

/** The sign-in's text for a refused login. */
function signInError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'The e-mail or the password is wrong.';
    if (error.status === 403)
      return 'This account may not sign in yet (its e-mail is not verified, or it waits for approval).';
    if (error.status === 429 && !error.isGeneric) return error.message;
  }
  return 'Signing in failed. Try again.';
}

/** The sign-in form's command and state: signs in with the shop's login and keeps the token. */
export function useAnalystSignIn() {
  const [state, setState] = useState<{ isPending: boolean; error?: string }>({ isPending: false });
  const signIn = async (email: string, password: string) => {
    setState({ isPending: true });
    try {
      const result = await callData(app.POST('/api/enad/login/', { body: { email, password } }));
      if (!('access_token' in result)) throw new ApiError('refused', 401);
      keep({
        email: result.user.email,
        token: result.access_token,
        expiresAt: Date.now() + result.expires_in * 1000,
      });
      setState({ isPending: false });
    } catch (error) {
      setState({ isPending: false, error: signInError(error) });
    }
  };
  return { ...state, signIn };
}
