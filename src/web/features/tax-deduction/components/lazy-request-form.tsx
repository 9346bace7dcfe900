import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/query-state.js';
import type { TaxDeductionPage } from '../../../../shared/schemas/tax-deduction.js';

/*
 * The request form with react-hook-form arrives as a chunk of its own after the page: the explanation, the
 * paid orders and the certificates show first, and /tax-deduction stays within its first-load budget
 * (scripts/check-bundle.mjs). Its rules load later still, when it first validates (lazyZodResolver).
 */
const RequestForm = lazy(() => import('./request-form.js').then((m) => ({ default: m.RequestForm })));

export function LazyRequestForm({ page }: { page: TaxDeductionPage }) {
  return (
    <Suspense fallback={<Skeleton lines={6} />}>
      <RequestForm page={page} />
    </Suspense>
  );
}
