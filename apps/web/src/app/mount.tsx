import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
