import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { resultsDir } from './browser';

const distDir = path.resolve(resultsDir, '../dist');

/** Sizes of the built scripts a page loaded, gzip as a server would send them; saved as JSON too. */
export function measureScripts(pathnames: string[], name: string) {
  const files = [...new Set(pathnames)].map((pathname) => {
    const content = fs.readFileSync(path.join(distDir, pathname));
    return {
      file: pathname,
      raw: content.length,
      gzip: zlib.gzipSync(content, { level: 9 }).length,
    };
  });
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const result = {
    files: files.length,
    rawKb: kb(files.reduce((sum, f) => sum + f.raw, 0)),
    gzipKb: kb(files.reduce((sum, f) => sum + f.gzip, 0)),
    detail: files.sort((a, b) => b.gzip - a.gzip),
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${name}-js-size.json`), JSON.stringify(result, null, 2));
  return result;
}
