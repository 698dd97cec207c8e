import type { ComponentType } from 'react';
import { withNamespaces } from './namespaces';

interface PageModule {
  default: ComponentType;
}

/** A page's loader: its module, once the feature's texts are there too. */
export type PageLoader = () => Promise<PageModule>;

const isPageModule = (module: unknown): module is PageModule =>
  typeof module === 'object' &&
  module !== null &&
  'default' in module &&
  typeof module.default === 'function';

const fileName = (path: string) => path.replace(/^.*\//, '').replace(/\.tsx$/, '');

function pageLoader(namespace: string, name: string, load: () => Promise<unknown>): PageLoader {
  return withNamespaces(namespace, async () => {
    const module = await load();
    if (import.meta.env.DEV && !isPageModule(module))
      throw new Error(`${namespace}/pages/${name} exports no page`);
    return module as PageModule;
  });
}

function assertNamed(namespace: string, files: string[], names: readonly string[]) {
  const problems = [
    ...files.filter((file) => !names.includes(file)).map((file) => `${file} unnamed`),
    ...names.filter((name) => !files.includes(name)).map((name) => `${name} has no file`),
  ];
  if (problems.length) throw new Error(`The pages of ${namespace}: ${problems.join(', ')}`);
}

/**
 * A feature's pages, each named after its file (`./pages/PartnersPage.tsx` → `PartnersPage`) and
 * loaded with the feature's texts. `files` is the feature's `import.meta.glob('./pages/*.tsx')`;
 * `names` lists the same pages for the type checker: a file without its name, or a name without
 * its file, fails as soon as the feature is imported (in development and tests).
 */
export function lazyPages<const Name extends string>(
  namespace: string,
  files: Record<string, () => Promise<unknown>>,
  names: readonly Name[],
): Record<Name, PageLoader> {
  const loaders = new Map(Object.entries(files).map(([path, load]) => [fileName(path), load]));
  // Checked where the code is written and tested; the built client is left without it.
  if (import.meta.env.DEV) assertNamed(namespace, [...loaders.keys()], names);
  const pages = [...loaders].map(([name, load]) => [name, pageLoader(namespace, name, load)]);
  return Object.fromEntries(pages) as Record<Name, PageLoader>;
}
