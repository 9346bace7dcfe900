import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEY } from '../../../shared/constants.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { draft, raceContext, REGISTER_PATH, registrationServer } from './register-fixtures.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

/** The home page's calls and the registration's, the cart answering the server's draft when there is one. */
function serve(serverDraft: boolean) {
  registrationServer({
    context: raceContext({ draft: serverDraft ? draft({ step: 'my-form' }) : null }),
  });
  if (serverDraft) {
    mockApi({
      'GET /Register/ApiCardInfo': json({
        HasDraft: true,
        Draft: { EventName: 'Белые ночи', EventUrl: '/event/white-nights', RegistrationUrl: REGISTER_PATH },
      }),
    });
  }
}

describe('draft-registration notice and the flow', { timeout: 30_000 }, () => {
  it('Continue opens the registration at the step where it was left', async () => {
    const user = userEvent.setup();
    serve(true);
    const { router } = renderTenantApp({ user: SIGNED_IN, path: '/' });
    const notice = within(await screen.findByRole('note', undefined, { timeout: 10_000 }));
    expect(notice.getByRole('link', { name: 'Белые ночи' })).toHaveAttribute('href', '/event/white-nights');
    await user.click(notice.getByRole('link', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'My details' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(REGISTER_PATH);
  });

  it('a flow left in this browser shows in the notice; Delete clears it here and on the server', async () => {
    const user = userEvent.setup();
    serve(false);
    const first = renderTenantApp({ user: SIGNED_IN, path: REGISTER_PATH });
    await screen.findByRole('heading', { level: 2, name: 'Participants' }, { timeout: 10_000 });
    await user.click(screen.getByRole('checkbox', { name: 'Ольга Петрова' }));
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('"registration"');
    first.unmount();

    renderTenantApp({ user: SIGNED_IN, path: '/' });
    const notice = within(await screen.findByRole('note', undefined, { timeout: 10_000 }));
    expect(notice.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', REGISTER_PATH);
    await user.click(notice.getByRole('button', { name: 'Delete' }));
    await act(async () => {
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }),
      );
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(calls.to('/Register/ApiClearCart')).toHaveLength(1);
  });
});
