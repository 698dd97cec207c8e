import type { CurrentUser, UserGroup } from '@cabinet/contract';
import { createStore } from 'zustand/vanilla';
import { tokenLifetimeSet } from '../cookies';

/** Spec section 3: the client-side auth state. */
export interface AuthState {
  authenticated: boolean;
  user: CurrentUser | null;
  token: string | null;
  groups: UserGroup[];
  roles: CurrentUser['roles'];
  parentId: number | null;
  currentMonth: number;
  currentYear: number;
}

export function initialAuthState(now = new Date()): AuthState {
  return {
    authenticated: false,
    user: null,
    token: null,
    groups: [],
    roles: [],
    parentId: null,
    currentMonth: now.getMonth() + 1,
    currentYear: now.getFullYear(),
  };
}

export const authStore = createStore<AuthState>(() => initialAuthState());

/** Not authenticated → authenticated: a user fetch succeeded with this token. */
export function userLoaded(user: CurrentUser, token: string): void {
  tokenLifetimeSet(user.sessionIdleMinutes);
  authStore.setState({
    authenticated: true,
    user,
    token,
    groups: user.groups,
    roles: user.roles,
    parentId: user.parentId,
  });
}

/** The same session with a new token (after a password change). */
export function tokenReplaced(token: string): void {
  authStore.setState({ token });
}

/** Back to not authenticated; the current month and year start afresh too. */
export function stateCleared(): void {
  authStore.setState(initialAuthState(), true);
}

export const hasPermission = (state: AuthState, permission: string): boolean =>
  state.user?.permissions.includes(permission) ?? false;
