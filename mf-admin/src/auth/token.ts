import { ADMIN_TOKEN_STORAGE_KEY } from '@sweepscout/shared';

/** The admin token in localStorage (adminAuthToken); its presence opens the guarded pages. */
export function readToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
