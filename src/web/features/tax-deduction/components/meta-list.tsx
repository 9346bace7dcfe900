import { Fragment, type ReactNode } from 'react';
import styles from './tax-deduction.module.css';

/** One row of a certificate's details: its label, its value, and whether the value is what counts (bold). */
export type MetaRow = readonly [label: string, value: ReactNode, strong?: boolean];

/** A certificate's details as label and value pairs (the runner's list and the cabinet's). */
export function MetaList({ rows }: { rows: readonly (MetaRow | false)[] }) {
  return (
    <dl className={styles.meta}>
      {rows
        .filter((row): row is MetaRow => row !== false)
        .map(([label, value, strong]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd className={strong ? styles.amount : undefined}>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
