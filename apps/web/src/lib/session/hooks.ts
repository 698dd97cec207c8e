import { useStore } from 'zustand';
import { authStore, hasPermission, type AuthState } from './auth-store';

export function useAuth<T>(select: (state: AuthState) => T): T {
  return useStore(authStore, select);
}

/** The permission check of spec section 6: is `permission` in the user's list? */
export function usePermission(permission: string): boolean {
  return useStore(authStore, (state) => hasPermission(state, permission));
}
