import { PDFParse } from 'pdf-parse';

/** The text of a PDF as pdf-parse reads it back, white space (no-break spaces too) as single spaces. */
export async function readPdf(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  // pdf.js takes over the bytes it is given: hand it a copy.
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}
