import { formatCount, formatMoney, lineSum, type DocumentLanguage, type DocumentLine } from './pdf-format.js';
import { facesForNewDocument, loadPdfFontSet, loadPdfKit } from './pdf-fonts.js';

/*
 * The pieces our PDF documents (the receipt, the invoice) are built of (ADR 019): an A4 page set in DejaVu
 * Sans, money and dates formatted for the document's language, label/value blocks, a table whose header
 * repeats on each page, and a footer with page numbers. Texts come from the documents; nothing here is
 * worded in a language.
 */

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 50;
const BOTTOM_MARGIN = 64;
const BODY_SIZE = 9.5;
const SMALL_SIZE = 8;
const CELL_PADDING = 4;
/** Longer texts are cut before they are measured: no field of a document is worth laying out 10 000 characters. */
const MAX_TEXT = 1_000;

const COLORS = { text: '#1a1a1a', muted: '#5f6368', rule: '#d0d4d9', fill: '#f1f3f5' } as const;

/** One line of text: runs of white space (new lines, tabs) become one space; overlong texts are cut. */
function clean(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_TEXT ? oneLine.slice(0, MAX_TEXT) : oneLine;
}

function bottom(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom;
}

function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page unless `height` more points fit on this one. */
function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** The height `text` takes at `width`, at most `maxLines` lines. */
function fittedHeight(doc: Pdf, text: string, width: number, maxLines: number): number {
  const full = doc.heightOfString(text, { width });
  return Math.min(full, maxLines * doc.currentLineHeight(true) + 0.5);
}

/** Writes `text` at (x, y) within `width`, wrapped to at most `maxLines` lines and cut with '…' past them. */
function fittedText(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  maxLines: number,
  align: 'left' | 'right' | 'center' = 'left',
): number {
  const height = fittedHeight(doc, text, width, maxLines);
  doc.text(text, x, y, { width, height, ellipsis: '…', align });
  doc.y = y + height;
  return height;
}

export interface PdfOptions {
  language: DocumentLanguage;
  /** The document's title (its metadata and the first line of each page's footer). */
  title: string;
  /** The tenant's name: the document's author. */
  site: string;
  /** The right-hand part of each page's footer, e.g. «Стр. 1 из 2». */
  pageLabel: (page: number, pages: number) => string;
}

/** Sets up an A4 document in DejaVu Sans, lets `draw` fill it, adds the footers and returns the file. */
export async function renderPdf(options: PdfOptions, draw: (doc: Pdf) => void): Promise<Buffer> {
  const [fontSet, PDFDocument] = await Promise.all([loadPdfFontSet(), loadPdfKit()]);
  // From here to doc.end() nothing awaits: no other document uses the shared fonts meanwhile.
  const fonts = facesForNewDocument(fontSet);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM_MARGIN },
    bufferPages: true,
    lang: options.language === 'en' ? 'en-GB' : 'ru-RU',
    displayTitle: true,
    info: { Title: clean(options.title), Author: clean(options.site), Creator: 'Startline' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular').fontSize(BODY_SIZE).fillColor(COLORS.text);

  draw(doc);
  drawFooters(doc, options);
  doc.end();
  return done;
}

function drawFooters(doc: Pdf, options: PdfOptions): void {
  const range = doc.bufferedPageRange();
  const title = clean(`${options.site} · ${options.title}`);
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const { margins } = doc.page;
    const savedBottom = margins.bottom;
    // A text below the bottom margin would make pdfkit start a page: the footer lives in the margin.
    margins.bottom = 0;
    const y = doc.page.height - savedBottom + 24;
    const width = contentWidth(doc);
    const label = options.pageLabel(i + 1, range.count);
    doc.font('regular').fontSize(SMALL_SIZE).fillColor(COLORS.muted);
    const labelWidth = doc.widthOfString(label);
    doc
      .moveTo(margins.left, y - 8)
      .lineTo(margins.left + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    fittedText(doc, title, margins.left, y, width - labelWidth - 16, 1);
    doc.text(label, margins.left + width - labelWidth, y, { lineBreak: false });
    margins.bottom = savedBottom;
  }
}

/** The document's title: bold, large, up to three lines. */
export function title(doc: Pdf, text: string): void {
  doc.font('bold').fontSize(15).fillColor(COLORS.text);
  fittedText(doc, clean(text), doc.page.margins.left, doc.y, contentWidth(doc), 3);
  doc.moveDown(0.4);
  doc.font('regular').fontSize(BODY_SIZE);
}

/** A section's heading, kept on one page with at least `keep` points of what follows. */
export function section(doc: Pdf, text: string, keep = 40): void {
  doc.moveDown(1);
  doc.font('bold').fontSize(10.5);
  ensureSpace(doc, doc.currentLineHeight(true) + keep);
  fittedText(doc, clean(text), doc.page.margins.left, doc.y, contentWidth(doc), 2);
  doc.y += 3;
  doc.font('regular').fontSize(BODY_SIZE);
}

/** A paragraph in the body size (or small and muted), up to `maxLines` lines. */
export function paragraph(
  doc: Pdf,
  text: string,
  options: { small?: boolean; maxLines?: number } = {},
): void {
  const maxLines = options.maxLines ?? 6;
  doc.font('regular').fontSize(options.small ? SMALL_SIZE : BODY_SIZE);
  const value = clean(text);
  const width = contentWidth(doc);
  ensureSpace(doc, fittedHeight(doc, value, width, maxLines));
  // A colour is an operator in the page's content: set it on the page the text goes to.
  doc.fillColor(options.small ? COLORS.muted : COLORS.text);
  fittedText(doc, value, doc.page.margins.left, doc.y, width, maxLines);
  doc.fontSize(BODY_SIZE).fillColor(COLORS.text);
}

/** Label and value pairs in two columns; a value wraps to at most `maxLines` lines. */
export function fields(doc: Pdf, rows: readonly (readonly [string, string])[], maxLines = 3): void {
  const left = doc.page.margins.left;
  const labelWidth = 150;
  const valueWidth = contentWidth(doc) - labelWidth;
  doc.font('regular').fontSize(BODY_SIZE);
  for (const [rawLabel, rawValue] of rows) {
    const label = clean(rawLabel);
    const value = clean(rawValue) || '—';
    const height = Math.max(
      fittedHeight(doc, label, labelWidth - 8, 2),
      fittedHeight(doc, value, valueWidth, maxLines),
    );
    ensureSpace(doc, height + 3);
    const y = doc.y;
    doc.fillColor(COLORS.muted);
    fittedText(doc, label, left, y, labelWidth - 8, 2);
    doc.fillColor(COLORS.text);
    fittedText(doc, value, left + labelWidth, y, valueWidth, maxLines);
    doc.y = y + height + 3;
  }
}

export interface Column {
  header: string;
  /** Points; the one column without a width takes what the others leave. */
  width?: number;
  align?: 'left' | 'right';
  /** Lines a cell of this column may take before it is cut with '…' (default 1). */
  maxLines?: number;
}

/** A table with a shaded header row that is repeated at the top of each page the table runs onto. */
export function table(doc: Pdf, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const widths = columns.map((column) => column.width ?? Math.max(width - fixed, 60));

  const cellsHeight = (cells: readonly string[], maxLines: (index: number) => number) =>
    Math.max(
      ...cells.map((cell, i) => fittedHeight(doc, cell, (widths[i] ?? 0) - 2 * CELL_PADDING, maxLines(i))),
    ) +
    2 * CELL_PADDING;

  const drawRow = (cells: readonly string[], height: number, maxLines: (index: number) => number) => {
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const cellWidth = widths[i] ?? 0;
      const align = columns[i]?.align ?? 'left';
      fittedText(
        doc,
        cell,
        x + CELL_PADDING,
        y + CELL_PADDING,
        cellWidth - 2 * CELL_PADDING,
        maxLines(i),
        align,
      );
      x += cellWidth;
    });
    doc.y = y + height;
  };

  const headers = columns.map((column) => clean(column.header));
  const headerLines = () => 2;
  const drawHeader = () => {
    doc.font('bold').fontSize(SMALL_SIZE);
    const height = cellsHeight(headers, headerLines);
    doc.rect(left, doc.y, width, height).fill(COLORS.fill);
    doc.fillColor(COLORS.text);
    drawRow(headers, height, headerLines);
    doc.font('regular').fontSize(BODY_SIZE);
  };

  const bodyLines = (i: number) => columns[i]?.maxLines ?? 1;
  doc.font('bold').fontSize(SMALL_SIZE);
  const headerHeight = cellsHeight(headers, headerLines);
  doc.font('regular').fontSize(BODY_SIZE);
  // Whether this page shows the header yet: a row never starts a page without it.
  let headed = false;
  for (const raw of rows) {
    const cells = raw.map(clean);
    const height = cellsHeight(cells, bodyLines);
    if (doc.y + (headed ? 0 : headerHeight) + height > bottom(doc)) {
      doc.addPage();
      headed = false;
    }
    if (!headed) {
      drawHeader();
      headed = true;
    }
    drawRow(cells, height, bodyLines);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
  }
  if (!headed) {
    ensureSpace(doc, headerHeight);
    drawHeader();
  }
}

/** Right-aligned label: value lines under a table (the totals), kept together; a bold one is the one that counts. */
export function totals(doc: Pdf, rows: readonly { label: string; value: string; bold?: boolean }[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const valueWidth = 110;
  const labelWidth = width - valueWidth - 8;
  const measured = rows.map((row) => {
    doc.font(row.bold ? 'bold' : 'regular').fontSize(row.bold ? 10.5 : BODY_SIZE);
    const label = clean(row.label);
    const value = clean(row.value);
    const height = Math.max(fittedHeight(doc, label, labelWidth, 2), fittedHeight(doc, value, valueWidth, 1));
    return { ...row, label, value, height };
  });
  doc.moveDown(0.4);
  ensureSpace(
    doc,
    measured.reduce((sum, row) => sum + row.height + 2, 0),
  );
  doc.fillColor(COLORS.text);
  for (const row of measured) {
    doc.font(row.bold ? 'bold' : 'regular').fontSize(row.bold ? 10.5 : BODY_SIZE);
    const y = doc.y;
    fittedText(doc, row.label, left, y, labelWidth, 2, 'right');
    fittedText(doc, row.value, left + labelWidth + 8, y, valueWidth, 1, 'right');
    doc.y = y + row.height + 2;
  }
  doc.font('regular').fontSize(BODY_SIZE);
}

export interface LineHeaders {
  number: string;
  name: string;
  count: string;
  price: string;
  sum: string;
}

/** The order's lines: number, name (up to three lines), quantity, unit price, sum. */
export function orderLinesTable(
  doc: Pdf,
  lines: readonly DocumentLine[],
  language: DocumentLanguage,
  headers: LineHeaders,
): void {
  table(
    doc,
    [
      { header: headers.number, width: 28, align: 'right' },
      { header: headers.name, maxLines: 3 },
      { header: headers.count, width: 50, align: 'right' },
      { header: headers.price, width: 90, align: 'right' },
      { header: headers.sum, width: 96, align: 'right' },
    ],
    lines.map((line, i) => [
      String(i + 1),
      line.name,
      formatCount(line.count, language),
      formatMoney(line.price, language),
      formatMoney(lineSum(line), language),
    ]),
  );
}
