import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { dashboardPages } from '../features/dashboard';
import { setNavigator } from '../lib/navigation';
import { App } from './App';
import { fillSlots } from './fill-slots';
import { createAppRouter } from './router';

/** Fills the slots, creates the router (its first navigation starts here) and renders the app. */
export function mount(container: HTMLElement): void {
  fillSlots();
  const router = createAppRouter();
  setNavigator((to, options) => void router.navigate(to, options));
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

/**
 * A signed-in user's home: its layout and page load now, while the boot steps run, rather than
 * once the router starts; and the dashboard's screen as soon as the user may see it (issue 43).
 */
export function preloadHome(showsDashboard: Promise<boolean>): void {
  const ignore = () => undefined;
  import('./layout/MainLayout').catch(ignore);
  import('./pages/MainPage').catch(ignore);
  showsDashboard.then((yes) => (yes ? dashboardPages.preload() : undefined)).catch(ignore);
}
