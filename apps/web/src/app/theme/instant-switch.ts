import { COLOR_SCHEME_ATTRIBUTES } from './theme';

/**
 * Makes a switch of colour scheme instant: when MUI changes the scheme's attribute on <html>, the
 * styles are computed once with transitions off, so no control fades from one theme's colours to
 * the other's. MUI's own `disableTransitionOnChange` takes its rule away a millisecond later
 * without making the browser compute the styles first (it calls `getComputedStyle` and reads
 * nothing), so on a busy machine the fade still ran. Returns the way to stop.
 */
export function instantSchemeSwitch(root: HTMLElement = document.documentElement): () => void {
  const observer = new MutationObserver(() => {
    const still = document.createElement('style');
    still.textContent = '*,*::before,*::after{transition:none!important}';
    document.head.append(still);
    // Reading a layout figure computes every style now, with transitions off.
    void document.body.offsetHeight;
    still.remove();
  });
  observer.observe(root, { attributes: true, attributeFilter: COLOR_SCHEME_ATTRIBUTES });
  return () => observer.disconnect();
}
