import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

const require = createRequire(import.meta.url);

/**
 * pdfmake is loaded with the first document, not at start: it weighs about 17 MB of the server's
 * memory, which only a server that makes PDFs should pay. DejaVu Sans covers Cyrillic, Kazakh
 * letters and the tenge sign; it ships in an npm package.
 */
async function loadPdfmake() {
  const { default: pdfmake } = await import('pdfmake');
  const folder = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const normal = path.join(folder, 'DejaVuSans.ttf');
  const bold = path.join(folder, 'DejaVuSans-Bold.ttf');
  pdfmake.setFonts({ DejaVuSans: { normal, bold, italics: normal, bolditalics: bold } });
  // Documents read no URLs and no local files but these fonts.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => file === normal || file === bold);
  return pdfmake;
}

let loaded: ReturnType<typeof loadPdfmake> | undefined;

export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  loaded ??= loadPdfmake();
  const pdfmake = await loaded;
  const pdf = pdfmake.createPdf({
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    defaultStyle: { font: 'DejaVuSans', fontSize: 9, lineHeight: 1.2 },
    ...document,
  });
  return pdf.getBuffer();
}
