import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import type { Language } from '../../shared/constants.js';
import {
  EMPLOYEES_FILE_MAX_LINES,
  employeeImportMessage,
  type EmployeesImportPreview,
} from '../../shared/schemas/corp-employees.js';
import { decodeResults, detectDelimiter } from '../cabinet/results-csv.js';

/*
 * Reading a company's list of employees (issue 19 item 6, ADR 031): an XLSX workbook's first sheet
 * (read-excel-file), or a CSV file decoded and split the way the organizer's results import does it
 * (results-csv.ts: UTF-8 with or without a BOM, else Windows-1251; `;`, `,` or tab, whichever the header
 * line has most). Every cell becomes text: an XLSX date `YYYY-MM-DD`, a number its digits. A CSV file's
 * line is one employee, read on its own: a quote left open spoils that line alone (marked unreadable), not
 * the lines after it up to the next quote; empty lines are skipped.
 */

/** One line of the file: its number (the header is 1) and its cells as text. */
export interface FileLine {
  line: number;
  cells: string[];
  unreadable?: boolean;
}

export interface EmployeesTable {
  format: EmployeesImportPreview['format'];
  encoding: EmployeesImportPreview['encoding'];
  delimiter: EmployeesImportPreview['delimiter'];
  header: string[];
  lines: FileLine[];
}

/** A file refused as a whole, with the reason in the reader's language. */
export class EmployeesFileError extends Error {}

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell of a sheet as text: a date as `YYYY-MM-DD` (the day the sheet shows), a number's digits. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime())
      ? ''
      : `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  }
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return String(cell).trim();
}

const blankRow = (cells: string[]) => cells.every((c) => c === '');

/** Lines read between turns of the event loop (a 10,000-line file stalls no other request). */
const YIELD_EVERY = 1000;
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A CSV line's cells: split at the separator when it has no quote, else read by csv-parse; null: unreadable. */
function cellsOf(line: string, delimiter: string): string[] | null {
  if (!line.includes('"')) return line.split(delimiter).map((cell) => cell.trim());
  try {
    const [cells] = parse(line, {
      delimiter,
      relax_quotes: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
    return cells ?? [];
  } catch {
    return null;
  }
}

async function readXlsx(bytes: Buffer, language: Language): Promise<EmployeesTable> {
  let rows: unknown[][];
  try {
    rows = (await readSheet(bytes)) as unknown[][];
  } catch {
    throw new EmployeesFileError(employeeImportMessage('fileNotTable', language));
  }
  const lines = rows
    .map((row, index) => ({ line: index + 1, cells: row.map(cellText) }))
    .filter((l) => !blankRow(l.cells));
  const [header, ...data] = lines;
  if (!header) throw new EmployeesFileError(employeeImportMessage('fileEmpty', language));
  return { format: 'xlsx', encoding: null, delimiter: null, header: header.cells, lines: data };
}

async function readCsv(bytes: Buffer, language: Language): Promise<EmployeesTable> {
  const decoded = decodeResults(bytes);
  if (!decoded) throw new EmployeesFileError(employeeImportMessage('fileNotTable', language));
  const { text, encoding } = decoded;
  const firstLine = /^[^\r\n]*\S[^\r\n]*/m.exec(text)?.[0];
  if (firstLine === undefined) throw new EmployeesFileError(employeeImportMessage('fileEmpty', language));
  const delimiter = detectDelimiter(firstLine);
  const lines: FileLine[] = [];
  const physical = text.split(/\r\n|\n|\r/);
  for (let index = 0; index < physical.length; index++) {
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await turn();
    const line = physical[index]!;
    if (!line.trim()) continue;
    const cells = cellsOf(line, delimiter);
    if (cells === null) lines.push({ line: index + 1, cells: [], unreadable: true });
    else if (!blankRow(cells)) lines.push({ line: index + 1, cells });
  }
  const [header, ...rows] = lines;
  if (!header) throw new EmployeesFileError(employeeImportMessage('fileEmpty', language));
  if (header.unreadable) throw new EmployeesFileError(employeeImportMessage('fileNoNames', language));
  return { format: 'csv', encoding, delimiter, header: header.cells, lines: rows };
}

/** The file's header and lines, or an EmployeesFileError saying why it cannot be read as a whole. */
export async function readEmployeesFile(bytes: Buffer, language: Language): Promise<EmployeesTable> {
  if (bytes.length === 0) throw new EmployeesFileError(employeeImportMessage('fileEmpty', language));
  const table = isZip(bytes) ? await readXlsx(bytes, language) : await readCsv(bytes, language);
  if (table.lines.length > EMPLOYEES_FILE_MAX_LINES) {
    throw new EmployeesFileError(
      employeeImportMessage('fileTooManyLines', language, {
        max: EMPLOYEES_FILE_MAX_LINES.toLocaleString(language === 'ru' ? 'ru-RU' : 'en-US'),
      }),
    );
  }
  return table;
}
