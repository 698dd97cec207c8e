import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

const require = createRequire(import.meta.url);

/** DejaVu Sans covers Cyrillic, Kazakh letters and the tenge sign; it ships in an npm package. */
function loadFonts() {
  const folder = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const normal = path.join(folder, 'DejaVuSans.ttf');
  const bold = path.join(folder, 'DejaVuSans-Bold.ttf');
  pdfmake.setFonts({ DejaVuSans: { normal, bold, italics: normal, bolditalics: bold } });
  // Documents read no URLs and no local files but these fonts.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => file === normal || file === bold);
}

let fontsLoaded = false;

export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  if (!fontsLoaded) {
    loadFonts();
    fontsLoaded = true;
  }
  const pdf = pdfmake.createPdf({
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    defaultStyle: { font: 'DejaVuSans', fontSize: 9, lineHeight: 1.2 },
    ...document,
  });
  return pdf.getBuffer();
}
