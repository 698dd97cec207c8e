import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONFIG_SECTIONS } from '../../src/core/config-docs.js';
import { CONFIG_PAGE_PATH, configurationPage } from '../../src/core/config-page.js';
import { ConfigSchema } from '../../src/core/config.js';

describe('docs/configuration.md', () => {
  it('describes every variable of the schema, and only those, once', () => {
    const described = CONFIG_SECTIONS.flatMap((section) => Object.keys(section.variables));
    expect([...described].sort()).toEqual(Object.keys(ConfigSchema.shape).sort());
  });

  it('is what `npm run docs:config` writes from the schema (run it after changing either)', async () => {
    const page = await readFile(CONFIG_PAGE_PATH, 'utf8');
    expect(page).toBe(await configurationPage());
  });

  it('lists each variable with its default', async () => {
    const page = await configurationPage();
    for (const name of Object.keys(ConfigSchema.shape)) expect(page).toContain(`| \`${name}\``);
    expect(page).toMatch(/\| `PORT` +\| `8080` +\|/);
    expect(page).toMatch(/\| `DATABASE_URL` +\| unset +\|/);
  });
});
