// A PDF read back as a reader gets it (pdf.js): the text of each page and the first page's size in points.
export async function pdfText(
  bytes: Buffer,
): Promise<{ pages: string[]; width: number; height: number; sizes: Array<[number, number]> }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  const sizes: Array<[number, number]> = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    sizes.push([Math.round(page.view[2]), Math.round(page.view[3])]);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return { pages, width: sizes[0]?.[0] ?? 0, height: sizes[0]?.[1] ?? 0, sizes };
}
