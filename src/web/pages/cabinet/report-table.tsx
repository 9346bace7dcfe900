import type { ReactNode } from 'react';
import own from './cabinet-reports.module.css';

/** A column of a report's table: its header and what a row shows in it. */
export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A report's table (issue 18 item 9): the first column names the row (a row header), the rest are figures,
 * right-aligned; an optional caption and a footer row (a total). Its box scrolls sideways on a narrow
 * screen and takes focus, so a keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function ReportTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  footer,
}: {
  /** The box's name: the section's title or the caption. */
  label: string;
  caption?: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  footer?: readonly ReactNode[];
}) {
  const [head, ...figures] = columns;
  return (
    <div className={own.scroll} role="group" aria-label={label} tabIndex={0}>
      <table className={own.table}>
        {caption && <caption className={own.caption}>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{head?.header}</th>
            {figures.map((column) => (
              <th key={column.header} scope="col" className={own.right}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{head?.cell(row)}</th>
              {figures.map((column) => (
                <td key={column.header} className={own.right}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              <th scope="row">{footer[0]}</th>
              {footer.slice(1).map((cell, i) => (
                <td key={i} className={own.right}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** A report's section: its heading, then its content, or a sentence when it has nothing to show. */
export function ReportSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** Said instead of the content; null: there is something to show. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section className={own.section} aria-labelledby={id}>
      <h2 id={id} className={own.sectionTitle}>
        {title}
      </h2>
      {empty === null ? children : <p className={own.empty}>{empty}</p>}
    </section>
  );
}
