import { useEffect } from 'react';
import { create } from 'zustand';

/** A breadcrumb a page adds before its own: whose page it is, which service. */
export interface PageCrumb {
  label: string;
  to: string;
}

interface PageCrumbsState {
  crumbs: PageCrumb[];
}

/**
 * The crumbs a page adds between «Главная» and its own title, which only it knows (a partner's
 * or a service's name comes with its data). Set while the page shows them.
 */
export const pageCrumbsStore = create<PageCrumbsState>(() => ({ crumbs: [] }));

export function usePageCrumbs(crumbs: PageCrumb[]): void {
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    pageCrumbsStore.setState({ crumbs: JSON.parse(key) as PageCrumb[] });
    return () => pageCrumbsStore.setState({ crumbs: [] });
  }, [key]);
}
