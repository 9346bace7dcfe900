import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/*
 * The fonts of our PDF documents (ADR 019): DejaVu Sans, regular and bold, from the `dejavu-fonts-ttf`
 * package. The standard PDF fonts (Helvetica …) have no Cyrillic, so every text is set in an embedded
 * TrueType font, of which pdfkit embeds only the glyphs a document uses.
 *
 * The paths are resolved through Node's module resolution from this file, so the same code finds the
 * package from `src/server` (vitest, tsx) and from `dist/node/server` (built). The files are read once
 * (about 1.4 MB kept for the life of the process) and parsed once: pdfkit (since 0.20) takes an
 * already-parsed fontkit font, and parsing the tables anew for each document was two thirds of a
 * receipt's CPU time.
 */

const require = createRequire(import.meta.url);

export interface PdfFontPaths {
  regular: string;
  bold: string;
}

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let paths: PdfFontPaths | null = null;
let loading: Promise<PdfFonts> | null = null;

/** Absolute paths of DejaVu Sans and DejaVu Sans Bold in the installed package. */
export function pdfFontPaths(): PdfFontPaths {
  paths ??= {
    regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  };
  return paths;
}

/** The font files' contents, read once; a failed read is not kept, so the next document tries again. */
export function loadPdfFonts(): Promise<PdfFonts> {
  if (!loading) {
    const { regular, bold } = pdfFontPaths();
    loading = Promise.all([readFile(regular), readFile(bold)]).then(
      ([regularData, boldData]) => ({ regular: regularData, bold: boldData }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

/**
 * The part of a fontkit `Font` we rely on. `_glyphs` is fontkit's cache of glyph objects: each keeps the
 * code points it was first looked up with, and pdfkit writes those into the document's ToUnicode map (what
 * copying, searching and screen readers get). A glyph first met as a part of another (Latin «a» inside
 * Cyrillic «а») has none, so a cache left over from one document garbles the text of the next: each
 * document starts with an empty cache, as with a freshly parsed font.
 */
interface ParsedFont {
  layout: (...args: never[]) => unknown;
  _glyphs: Record<number, unknown>;
}

/** Each face parsed once, or its bytes if it could not be (then each document parses it). */
export interface PdfFontSet {
  regular: ParsedFont | Buffer;
  bold: ParsedFont | Buffer;
}

let fontSet: PdfFontSet | null = null;

function isParsedFont(value: unknown): value is ParsedFont {
  if (typeof value !== 'object' || value === null) return false;
  const font = value as { layout?: unknown; _glyphs?: unknown };
  return typeof font.layout === 'function' && typeof font._glyphs === 'object' && font._glyphs !== null;
}

/**
 * The fontkit font pdfkit parses from `data`, taken from a throw-away document: fontkit is pdfkit's
 * dependency, not ours. Should a later pdfkit or fontkit keep things elsewhere, the bytes are used and each
 * document parses them again (slower, same output).
 */
function parse(PDFDocument: PdfKit, data: Buffer): ParsedFont | Buffer {
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font(data);
  const parsed = (probe as unknown as { _font?: { font?: unknown } })._font?.font;
  return isParsedFont(parsed) ? parsed : data;
}

/** pdfkit's document class. */
export type PdfKit = typeof import('pdfkit');

let pdfKit: Promise<PdfKit> | null = null;

/**
 * pdfkit, loaded with the first document rather than when the app starts (it costs ~115 ms to import, and
 * most processes never draw a PDF), as sharp and nodemailer are.
 */
export function loadPdfKit(): Promise<PdfKit> {
  return (pdfKit ??= import('pdfkit').then((m) => m.default));
}

/** The fonts, read and parsed on the first call. */
export async function loadPdfFontSet(): Promise<PdfFontSet> {
  if (!fontSet) {
    const [fonts, PDFDocument] = await Promise.all([loadPdfFonts(), loadPdfKit()]);
    fontSet ??= { regular: parse(PDFDocument, fonts.regular), bold: parse(PDFDocument, fonts.bold) };
  }
  return fontSet;
}

function forDocument(face: ParsedFont | Buffer): PDFKit.Mixins.PDFFontSource {
  if (Buffer.isBuffer(face)) return face;
  face._glyphs = {};
  // pdfkit takes a parsed fontkit font; its type declarations do not name one.
  return face as unknown as PDFKit.Mixins.PDFFontSource;
}

/**
 * The faces to register in a new document. Call it right before the document is drawn, and draw it to its
 * end without awaiting anything: pdfkit lays out, subsets and compresses synchronously, so no other
 * document uses the shared fonts in between.
 */
export function facesForNewDocument(set: PdfFontSet): {
  regular: PDFKit.Mixins.PDFFontSource;
  bold: PDFKit.Mixins.PDFFontSource;
} {
  return { regular: forDocument(set.regular), bold: forDocument(set.bold) };
}
