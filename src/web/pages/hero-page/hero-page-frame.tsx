import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { HeroSkeleton } from '../../components/ui/hero-skeleton.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { isHttpError } from '../../lib/http.js';
import { NotFoundPage } from '../not-found/not-found-page.js';
import styles from './hero-page-frame.module.css';

interface HeroPageFrameProps<T> {
  query: UseQueryResult<T>;
  /** The dark header (with its tabs) of the loaded page. */
  header?: (data: T) => ReactNode;
  /** Shown above the header once loaded (e.g. the profile alert). */
  before?: ReactNode;
  /** Shape of the loading skeleton, close to the loaded page so nothing shifts when it arrives. */
  skeleton?: { heroLines?: number; lines?: number; cards?: number };
  /** The loaded page under the header; without it, the tab's child route. */
  children?: (data: T) => ReactNode;
}

/**
 * The frame of a page that loads one thing (an event, a series, a campaign): a 404 gives the not-found page,
 * loading shows a header-sized skeleton, a failure an inline error with retry; loaded, the header and the
 * page itself, by default the tab's child route, which gets the data as outlet context.
 */
export function HeroPageFrame<T>({ query, header, before, skeleton = {}, children }: HeroPageFrameProps<T>) {
  if (query.isError && isHttpError(query.error) && query.error.status === 404) return <NotFoundPage />;
  if (query.isPending) {
    return (
      <>
        <HeroSkeleton lines={skeleton.heroLines} />
        <div className={styles.content}>
          <Skeleton lines={skeleton.lines ?? 3} cards={skeleton.cards} />
        </div>
      </>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.content}>
        <QueryError onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <>
      {before}
      {header?.(query.data)}
      {children ? (
        children(query.data)
      ) : (
        <div className={styles.content}>
          <Outlet context={query.data} />
        </div>
      )}
    </>
  );
}
