import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { resultsDir } from './browser';

const distDir = path.resolve(resultsDir, '../dist');

interface Transfer {
  file: string;
  type: string;
  /** Content-Encoding of the answer: br, gzip, or identity. */
  encoding: string;
  cacheControl: string;
  /** Body bytes as they came over the wire (Chromium's encodedDataLength, less the headers). */
  bodyBytes: number;
  headerBytes: number;
  /** The built file's own size, for scripts and styles. */
  rawBytes?: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function transferOf(request: Request): Promise<Transfer> {
  const response = await request.response();
  const headers = response ? await response.allHeaders() : {};
  const sizes = await request.sizes();
  const file = new URL(request.url()).pathname;
  const built = path.join(distDir, file);
  return {
    file,
    type: request.resourceType(),
    encoding: headers['content-encoding'] ?? 'identity',
    cacheControl: headers['cache-control'] ?? '',
    bodyBytes: sizes.responseBodySize,
    headerBytes: sizes.responseHeadersSize,
    ...(file.startsWith('/assets/') && fs.existsSync(built)
      ? { rawBytes: fs.statSync(built).size }
      : {}),
  };
}

/**
 * Watches what a page fetches from now on; `report(name)` sums the bytes actually transferred
 * (compressed bodies as sent, plus headers) and saves the detail as JSON in test-results.
 */
export function watchTransfer(page: Page) {
  const pending: Promise<Transfer>[] = [];
  const watch = (request: Request) => pending.push(transferOf(request));
  page.on('requestfinished', watch);
  return async (name: string) => {
    // What finishes from here on is not counted: its details could be asked for after the page
    // has closed.
    page.off('requestfinished', watch);
    const all = await Promise.all(pending);
    const scripts = all.filter((t) => t.type === 'script');
    const sum = (list: Transfer[], pick: (t: Transfer) => number) =>
      list.reduce((total, t) => total + pick(t), 0);
    const result = {
      requests: all.length,
      scripts: scripts.length,
      transferredKb: kb(sum(all, (t) => t.bodyBytes + t.headerBytes)),
      scriptsTransferredKb: kb(sum(scripts, (t) => t.bodyBytes)),
      scriptsRawKb: kb(sum(scripts, (t) => t.rawBytes ?? t.bodyBytes)),
      detail: all.sort((a, b) => b.bodyBytes - a.bodyBytes),
    };
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(
      path.join(resultsDir, `${name}-transfer.json`),
      JSON.stringify(result, null, 2),
    );
    return result;
  };
}
