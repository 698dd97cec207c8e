/**
 * Fetches the files of one part of the signed-in home as the build listed them in index.html
 * (vite.config.ts, `preload-…`: their names in assets/ without `.js`), texts (`ru:…`) in the
 * page's language only; the router runs them when it gets there.
 */
function preload(part: string, language: string): void {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="preload-${part}"]`)?.content;
  for (const item of listed?.split(' ') ?? []) {
    const [file, textsOf] = item.split(':').reverse();
    if (!file || (textsOf && textsOf !== language)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/assets/${file}.js`;
    document.head.append(link);
  }
}

/**
 * A signed-in user's home, fetched from the entry as the page starts rather than once the app's
 * code has run (issue 43): its layout, page and dashboard at once. The dashboard does not wait for
 * the user's answer to say that it will show: its few kilobytes, idle for a user who may not see
 * reports, came in behind the first files on a slow link when they waited.
 */
export function preloadHome(language: string): void {
  preload('home', language);
  preload('dashboard', language);
}
