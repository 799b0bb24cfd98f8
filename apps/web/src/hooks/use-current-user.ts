/**
 * The signed-in user, as the layout needs it. Sign-in arrives in a later issue: until then
 * nobody is signed in, and this seam is where the session hook will plug in (the layout
 * already shows LOGOUT and wires `logout` when a user is present).
 */
export interface CurrentUser {
  email: string;
  type: 'customer' | 'designer' | 'admin';
}

export interface CurrentUserState {
  user: CurrentUser | null;
  logout?: () => void;
}

const signedOut: CurrentUserState = { user: null };

export function useCurrentUser(): CurrentUserState {
  return signedOut;
}
