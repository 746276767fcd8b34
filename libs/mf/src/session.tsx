import { createContext, useContext } from 'react';
import type { Branch, InitData, User } from '@bestellwerk/api-client';

/**
 * Who is logged in and what GET /api/init said, put in context by the shell. Shared as a
 * Module Federation singleton, so a remote's useSession() reads the shell's provider.
 */
export interface Session {
  user: User;
  version: string;
  branches: Branch[];
  init: InitData;
  logout(): void;
}

const SessionContext = createContext<Session | null>(null);

export const SessionProvider = SessionContext.Provider;

/** The current session; null when a remote runs outside the shell (standalone). */
export function useSession(): Session | null {
  return useContext(SessionContext);
}
