import { createContext, useContext } from 'react';
import type { Role } from '../../common/constants.ts';

export interface SignedInUser {
  email: string;
  name: string;
  image: string | null;
}

export type AuthState =
  | { status: 'loading'; user: null; role: null; adminLoading: boolean }
  | { status: 'signedOut'; user: null; role: null; adminLoading: false }
  | { status: 'signedIn'; user: SignedInUser; role: Role | null; adminLoading: boolean };

export type Auth = AuthState & {
  isAdmin: boolean;
  /** After the identity service signed someone in: fetch the product token and the role. */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
};

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs <AuthProvider>');
  return auth;
}
