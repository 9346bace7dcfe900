import { parse, type Options } from 'csv-parse';
import type { Language } from '../../shared/constants.js';
import {
  RESULT_COLUMNS,
  RESULTS_FILE_MAX_LINES,
  resultsMessage,
  type ResultsPreview,
} from '../../shared/schemas/cabinet-results.js';

/*
 * Reading a results file (issue 18 item 6, ADR 024): the bytes are decoded (UTF-8 with or without a BOM;
 * else Windows-1251, which Excel writes on Russian Windows; UTF-16 LE when it starts with its BOM), the
 * separator is guessed from the header line (`;`, tab or `,`: whichever occurs most outside quotes), the
 * header names the columns (RESULT_COLUMNS, ru or en), and csv-parse reads the rest. A line it cannot read
 * (a quote left open) becomes a line with an error, not a refused file; empty lines are skipped.
 */

export type Encoding = ResultsPreview['encoding'];
export type Delimiter = ResultsPreview['delimiter'];

/** One line of the file as written: its cells for the start number, time and status. */
export interface RawResultLine {
  line: number;
  bib: string;
  time: string;
  status: string;
  /** Why csv-parse could not read the line (its cells are then empty). */
  unreadable?: string;
}

export interface ResultsFile {
  encoding: Encoding;
  delimiter: Delimiter;
  lines: RawResultLine[];
}

/** A file refused as a whole, with the reason in the reader's language. */
export class ResultsFileError extends Error {}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const CP1251 = new TextDecoder('windows-1251');
const UTF16 = new TextDecoder('utf-16le');
/** Whether a text has control characters no text file has (NUL and the like): an image, a zip, an .xlsx … */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
}

/** The text of the bytes and what they were read as. */
export function decodeResults(bytes: Uint8Array): { text: string; encoding: Encoding } | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: UTF16.decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  let decoded: { text: string; encoding: Encoding };
  try {
    decoded = { text: UTF8.decode(bom ? bytes.subarray(3) : bytes), encoding: 'utf-8' };
  } catch {
    if (bom) return null;
    decoded = { text: CP1251.decode(bytes), encoding: 'windows-1251' };
  }
  return looksBinary(decoded.text) ? null : decoded;
}

/** The separator of a header line: the most frequent of `;`, tab and `,` outside quotes (`;` on a tie). */
export function detectDelimiter(headerLine: string): Delimiter {
  const counts: Record<Delimiter, number> = { ';': 0, '\t': 0, ',': 0 };
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch as Delimiter] += 1;
  }
  return (['\t', ',', ';'] as const).reduce<Delimiter>(
    (best, d) => (counts[d] > counts[best] ? d : best),
    ';',
  );
}

const normalizedName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ').replace(/^"|"$/g, '');

/** Which cell holds the number, the time and the status (-1: no such column). */
function columnsOf(header: string[]): { bib: number; time: number; status: number } {
  const names = header.map(normalizedName);
  const find = (accepted: readonly string[]) => names.findIndex((name) => accepted.includes(name));
  return {
    bib: find(RESULT_COLUMNS.bib),
    time: find(RESULT_COLUMNS.time),
    status: find(RESULT_COLUMNS.status),
  };
}

function unreadableReason(code: string | undefined, language: Language): string {
  if (code === 'CSV_QUOTE_NOT_CLOSED') {
    return language === 'ru'
      ? 'кавычка не закрыта до конца файла'
      : 'a quote is not closed before the end of the file';
  }
  return language === 'ru' ? 'кавычки расставлены неверно' : 'its quotes are misplaced';
}

/** Text fed to the parser at a time, cut at a line's end: the event loop runs between pieces. */
const PIECE = 256 * 1024;

type ParsedRecord = { record: string[]; info: { lines: number } };

/**
 * csv-parse's stream, fed the text piece by piece with a turn of the event loop between pieces: 50,000
 * lines take a second of CPU on a busy machine, which would otherwise stall every other request of the
 * process (and trip the overload guard, under-pressure, for them).
 */
async function parseInPieces(text: string, options: Options): Promise<ParsedRecord[]> {
  const parser = parse(options);
  const records: ParsedRecord[] = [];
  parser.on('readable', () => {
    let record: ParsedRecord | null;
    while ((record = parser.read() as ParsedRecord | null) !== null) records.push(record);
  });
  const ended = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
  });
  for (let at = 0; at < text.length;) {
    const cut = text.indexOf('\n', Math.min(at + PIECE, text.length - 1));
    const next = cut < 0 ? text.length : cut + 1;
    parser.write(text.slice(at, next));
    at = next;
    await new Promise((resolve) => setImmediate(resolve));
  }
  parser.end();
  await ended;
  return records;
}

/** The lines of a results file, or a ResultsFileError saying why the file as a whole cannot be read. */
export async function readResultsFile(bytes: Uint8Array, language: Language): Promise<ResultsFile> {
  const decoded = decodeResults(bytes);
  if (!decoded) throw new ResultsFileError(resultsMessage('fileNotText', language));
  const { text, encoding } = decoded;
  const firstLine = /^[^\r\n]*\S[^\r\n]*/m.exec(text)?.[0];
  if (firstLine === undefined) throw new ResultsFileError(resultsMessage('fileEmpty', language));
  const delimiter = detectDelimiter(firstLine);

  const unreadable: RawResultLine[] = [];
  const records = await parseInPieces(text, {
    delimiter,
    info: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    skip_records_with_error: true,
    trim: true,
    on_skip: (error) => {
      const at = (error as { lines?: number } | undefined)?.lines ?? 0;
      unreadable.push({
        line: at,
        bib: '',
        time: '',
        status: '',
        unreadable: unreadableReason(error?.code, language),
      });
      return undefined;
    },
  });

  const [header, ...rows] = records;
  if (!header) throw new ResultsFileError(resultsMessage('fileEmpty', language));
  if (rows.length + unreadable.length > RESULTS_FILE_MAX_LINES) {
    throw new ResultsFileError(
      resultsMessage('fileTooManyLines', language, {
        max: RESULTS_FILE_MAX_LINES.toLocaleString(language === 'ru' ? 'ru-RU' : 'en-US'),
      }),
    );
  }
  const columns = columnsOf(header.record);
  if (columns.bib < 0) throw new ResultsFileError(resultsMessage('fileNoBib', language));
  if (columns.time < 0 && columns.status < 0) {
    throw new ResultsFileError(resultsMessage('fileNoResult', language));
  }
  if (rows.length + unreadable.length === 0)
    throw new ResultsFileError(resultsMessage('fileNoLines', language));
  const cell = (record: string[], index: number) => (index < 0 ? '' : (record[index] ?? ''));
  const lines: RawResultLine[] = rows.map(({ record, info }) => ({
    line: info.lines,
    bib: cell(record, columns.bib),
    time: cell(record, columns.time),
    status: cell(record, columns.status),
  }));
  lines.push(...unreadable);
  lines.sort((a, b) => a.line - b.line);
  return { encoding, delimiter, lines };
}
