import { createElement, lazy, useState, type ComponentType } from 'react';

interface Module<P> {
  default: ComponentType<P>;
}

/** A lazy component that can be loaded before it first renders. */
export type ReadyLazy<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * `React.lazy` that can be loaded ahead: rendered once `preload()` has resolved, it shows its
 * module at once instead of suspending. A fallback shown and then replaced costs more than its
 * own frame: React reveals a boundary's content no sooner than 300 ms after its fallback showed
 * (issue 43: the home's figures, all answered, waited a quarter of a second on an idle page).
 * Each mount keeps the component it started with, so a load finishing later never remounts it.
 */
export function readyLazy<P extends object>(load: () => Promise<Module<P>>): ReadyLazy<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        loading = undefined; // asked again by the next preload, or the first render
        throw error;
      },
    ));
  const Lazy = lazy(async () => (await preload(), loaded!));
  function Ready(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded?.default ?? Lazy);
    return createElement(Shown, props);
  }
  return Object.assign(Ready, { preload });
}
