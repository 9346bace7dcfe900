import { i18n } from '../i18n/i18n.js';
import { showToast } from '../lib/toast.js';

/** One toast for however many calls failed together; its action runs the failed call again. */
export function showQueryErrorToast(retry: () => void): void {
  showToast({
    id: 'query-error',
    type: 'error',
    title: i18n.t('errors.tryLater'),
    action: { label: i18n.t('errors.retry'), onClick: retry },
  });
}
