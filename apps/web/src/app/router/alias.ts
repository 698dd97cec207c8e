import { redirect, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

/** Where an alias leads for its parameters, or undefined when they name nothing (then a 404). */
export type AliasTarget = (params: Params) => string | undefined;

/**
 * A second address the spec gives a page (a relative route read as absolute, say): the browser is
 * sent on to the page's own address, query and hash kept, so that links, breadcrumbs and the menu
 * see one address per page. Parameters that name nothing show the 404 page instead.
 */
export function alias(path: string, target: AliasTarget): RouteObject {
  return {
    path,
    handle: { title: 'routes.error404Page' } satisfies RouteHandle,
    loader: ({ params, request }: LoaderFunctionArgs) => {
      const to = target(params);
      if (to === undefined) return null;
      const url = new URL(request.url);
      throw redirect(`${to}${url.search}${url.hash}`);
    },
    lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).default }),
  };
}
