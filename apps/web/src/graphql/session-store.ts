/**
 * The signed-in account's access token, kept in localStorage so a phone that reloads the page
 * stays signed in. A tiny external store: React reads it with `useSyncExternalStore`, the urql
 * client reads it on every request.
 */
export interface StoredSession {
  readonly accessToken: string;
  readonly expiresAt: string;
  readonly accountId: string;
  readonly displayName: string;
  readonly organizer: boolean;
}

const key = 'arbiter.session';
const listeners = new Set<() => void>();
let current: StoredSession | null = read();

function read(): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return null;
    const session = JSON.parse(raw) as StoredSession;
    return Date.parse(session.expiresAt) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

export const sessionStore = {
  get(): StoredSession | null {
    return current;
  },
  set(session: StoredSession | null): void {
    current = session;
    if (session) globalThis.localStorage?.setItem(key, JSON.stringify(session));
    else globalThis.localStorage?.removeItem(key);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Codes after which the stored token is worthless: the page asks the person to sign in again. */
export const signInAgainCodes: ReadonlySet<string> = new Set(['AUTH.INVALID_TOKEN', 'AUTH.TOKEN_EXPIRED']);
