/** Loads the placeholder page lazily (its own chunk); kept apart from the ui barrel on purpose. */
export const loadComingSoonPage = () => import('./ComingSoonPage');
