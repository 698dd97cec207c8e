import { useMatches, type UIMatch } from 'react-router';

/** What each route of the table carries besides its component. */
export interface RouteHandle {
  /** The spec's route name, e.g. `loginPage`. */
  name?: string;
  /** i18n key of the page title (and breadcrumb); the default title is used when absent. */
  title?: string;
  /** A permission the user must hold; without it the route shows "no access". */
  permission?: string;
  /**
   * A section the menu does not name (/admin holds partners, roles, a partner's own pages): its
   * breadcrumb is the menu's current entry instead.
   */
  namedByMenu?: boolean;
}

export const handleOf = (match: UIMatch): RouteHandle => (match.handle ?? {}) as RouteHandle;

/** The title key of the deepest route that has one. */
export function useRouteTitleKey(): string | undefined {
  const matches = useMatches();
  return matches.map(handleOf).findLast((handle) => handle.title)?.title;
}
