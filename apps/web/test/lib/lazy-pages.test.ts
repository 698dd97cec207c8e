import { describe, expect, it } from 'vitest';
import { lazyPages } from '../../src/lib/i18n';

const Page = () => null;
const files = {
  './pages/ListPage.tsx': () => Promise.resolve({ default: Page }),
  './pages/EditPage.tsx': () => Promise.resolve({ default: Page }),
};

describe('lazyPages', () => {
  it('names each page after its file and loads its module', async () => {
    const pages = lazyPages('audit', files, ['ListPage', 'EditPage']);
    expect(Object.keys(pages).sort()).toEqual(['EditPage', 'ListPage']);
    await expect(pages.ListPage()).resolves.toEqual({ default: Page });
  });

  it('fails at once when a file has no name or a name no file', () => {
    expect(() => lazyPages('audit', files, ['ListPage', 'ViewPage'])).toThrow(
      'The pages of audit: EditPage unnamed, ViewPage has no file',
    );
  });

  it('refuses a module without a page', async () => {
    const pages = lazyPages('audit', { './pages/ListPage.tsx': async () => ({}) }, ['ListPage']);
    await expect(pages.ListPage()).rejects.toThrow('audit/pages/ListPage exports no page');
  });
});
