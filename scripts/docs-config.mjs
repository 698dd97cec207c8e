/**
 * Writes docs/configuration.md from the server's configuration schema and its descriptions
 * (apps/server/src/core/config.ts, config-docs.ts). Run with tsx: `npm run docs:config`.
 */
import { writeFile } from 'node:fs/promises';
import { CONFIG_PAGE_PATH, configurationPage } from '../apps/server/src/core/config-page.ts';

await writeFile(CONFIG_PAGE_PATH, await configurationPage());
console.log(`Wrote ${CONFIG_PAGE_PATH}`);
