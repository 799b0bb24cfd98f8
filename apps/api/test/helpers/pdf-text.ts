import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF's text as a reader would copy it, pages in order, every run of white space (line ends
 * included) as one space: a sentence the layout wrapped reads whole.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
        .join(''),
    );
  }
  await task.destroy();
  return pages.join(' ').replace(/\s+/g, ' ').trim();
}
