import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/*
 * The portal's PDFs (the acceptance record, payment receipts): pdfkit lays the text out
 * (wrapping, pages); DejaVu Sans is embedded so any name prints as typed, not only Latin-1.
 */

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  mono: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'),
};

export const pdfMargin = 56;
export const pdfMuted = '#555555';

/** An A4 PDF with the fonts 'regular', 'bold' and 'mono', written by `write`. */
export async function renderPdf(
  info: PDFKit.DocumentInfo,
  write: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: pdfMargin, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.registerFont('mono', fonts.mono);
  write(doc);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** 'Label: value' on a line, the label bold. */
export function pdfFact(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
}
