// Reads back what a PDF made with pdf-lib's standard fonts says: each page's text-showing
// operators, decoded from their (compressed) content streams. Enough to check an invoice's
// number and totals without a full PDF text extractor.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

function contentBytes(page: PDFPage): Uint8Array[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.flatMap((stream) => (stream instanceof PDFRawStream ? [decodePDFRawStream(stream).decode()] : []));
}

// The standard fonts' WinAnsi encoding is Windows-1252: Latin-1 but for 0x80-0x9F (Node's
// TextDecoder decodes that range as Latin-1's control characters).
const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const winAnsi = {
  decode: (bytes: Uint8Array) => String.fromCharCode(...bytes).replace(/[\x80-\x9f]/g, (ch) => WIN_ANSI_80_9F[ch.charCodeAt(0) - 0x80]),
};

/** The strings drawn on each page, in drawing order. */
export async function pdfText(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) =>
    contentBytes(page).flatMap((content) =>
      [
        ...Buffer.from(content)
          .toString('latin1')
          .matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g),
      ].map((m) => winAnsi.decode(Buffer.from(m[1], 'hex'))),
    ),
  );
}
