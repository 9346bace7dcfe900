import type { ReactNode } from 'react';

/** A line of a file the server checked: its number in the file and what is wrong with it (none: it passes). */
interface CheckedLine {
  line: number;
  errors: readonly unknown[];
}

interface CheckedLinesTableProps<L extends CheckedLine> {
  /** The caption's id: the scrolling region (focusable, for the keyboard) is named by it. */
  id: string;
  /** The caption (read by screen readers only). */
  label: string;
  /** The columns' headings: the line's number first, its check last. */
  columns: readonly string[];
  lines: readonly L[];
  /** The line's cells between its number and its check. */
  cells: (line: L) => ReactNode;
  /** The check of a line that passes. */
  ok: string;
  errorText: (error: L['errors'][number]) => string;
  /** The page's look (its CSS module will do): the box, the table, the numbers, "OK" and the errors. */
  classes: Partial<Record<'scroll' | 'table' | 'num' | 'ok' | 'errors', string>>;
}

/** A file's check as a table, a row a line: a refused one is marked (data-refused) and lists its errors. */
export function CheckedLinesTable<L extends CheckedLine>({
  id,
  label,
  columns,
  lines,
  cells,
  ok,
  errorText,
  classes,
}: CheckedLinesTableProps<L>) {
  return (
    <div className={classes.scroll} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={classes.table}>
        <caption id={id} className="visually-hidden">
          {label}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.line} data-refused={line.errors.length > 0 || undefined}>
              <td className={classes.num}>{line.line}</td>
              {cells(line)}
              <td>
                {line.errors.length === 0 ? (
                  <span className={classes.ok}>{ok}</span>
                ) : (
                  <ul className={classes.errors}>
                    {line.errors.map((error) => {
                      const text = errorText(error);
                      return <li key={text}>{text}</li>;
                    })}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
