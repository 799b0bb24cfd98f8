import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pageCount: number;
  /** Each page's text, its pieces joined by spaces and runs of white space made one. */
  pages: string[];
}

/** The text of a PDF, page by page (pdf.js's build for Node). */
export async function pdfText(pdf: Buffer): Promise<PdfText> {
  const task = getDocument({ data: new Uint8Array(pdf) });
  const document = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const pieces = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(pieces.join(' ').replace(/\s+/g, ' ').trim());
  }
  await task.destroy();
  return { pageCount: pages.length, pages };
}
