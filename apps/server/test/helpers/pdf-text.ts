import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let files = 0;

/** A PDF's text as `pdftotext` reads it back (scripts/install-test-tools.sh installs it). */
export function pdfText(pdf: Buffer, { layout = true } = {}): string {
  files += 1;
  const file = path.join(os.tmpdir(), `cabinet-${process.pid}-${files}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The text of each page (pdftotext ends every page with a form feed). */
export const pdfPages = (pdf: Buffer) => pdfText(pdf).split('\f').slice(0, -1);
