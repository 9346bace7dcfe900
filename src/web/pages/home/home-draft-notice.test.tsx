import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEY } from '../../../shared/constants.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { DRAFT, keepLocalDraft } from './home-fixtures.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(notify).mockClear();
});

/** The signed-in user's cart has an unfinished registration (the rest of the home page: the defaults). */
const serverDraft = (draft = DRAFT) =>
  mockApi({ 'GET /Register/ApiCardInfo': json({ HasDraft: true, Draft: draft }) });

const findNotice = () => screen.findByRole('note');

describe('draft-registration notice', () => {
  it("shows a signed-in user's server draft with Continue, in Russian and English", async () => {
    serverDraft();
    renderTenantApp({ path: '/', user: SIGNED_IN });
    const notice = within(await findNotice());
    expect(notice.getByText(/У вас есть незавершённая регистрация на/)).toBeVisible();
    expect(notice.getByRole('link', { name: 'Белые ночи' })).toHaveAttribute('href', '/event/white-nights');
    expect(notice.getByRole('link', { name: 'Продолжить' })).toHaveAttribute(
      'href',
      '/white-nights/marathon/register',
    );
    expect(calls.gets('/Register/ApiCardInfo')).toHaveLength(1);

    await act(() => i18n.changeLanguage('en'));
    expect(await notice.findByText(/You have an unfinished registration for/)).toBeVisible();
    expect(notice.getByRole('link', { name: 'Continue' })).toBeVisible();
    expect(notice.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it("shows the draft kept in this browser, and never asks the server about a visitor's cart", async () => {
    keepLocalDraft({ ...DRAFT, EventName: 'Ночной забег' });
    renderTenantApp({ path: '/' });
    const notice = within(await findNotice());
    expect(notice.getByRole('link', { name: 'Ночной забег' })).toBeVisible();
    expect(notice.getByRole('link', { name: 'Продолжить' })).toHaveAttribute(
      'href',
      '/white-nights/marathon/register',
    );
    expect(calls.gets('/Register/ApiCardInfo')).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{"EventName": "Белые'],
    ['no event name', { EventUrl: '/event/x', RegistrationUrl: '/x/y/register' }],
    ['a list', [DRAFT]],
  ])('reads a malformed local draft (%s) as no draft', async (_, value) => {
    keepLocalDraft(value);
    renderTenantApp({ path: '/' });
    await screen.findByRole('heading', { level: 3, name: 'Событие 1' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(/незавершённая регистрация/)).not.toBeInTheDocument();
  });

  it.each([
    ['javascript:alert(document.cookie)', 'https://evil.test/event'],
    ['//evil.test/white-nights/marathon/register', 'javascript:alert(1)'],
    ['/\\evil.test/register', '\t//evil.test'],
    ['https://evil.test/white-nights/marathon/register', '/event/ok\n//evil.test'],
  ])('does not link a foreign or script address (%s)', async (registrationUrl, eventUrl) => {
    serverDraft({ EventName: 'Белые ночи', EventUrl: eventUrl, RegistrationUrl: registrationUrl });
    renderTenantApp({ path: '/', user: SIGNED_IN });
    const notice = within(await findNotice());
    expect(notice.getByText('Белые ночи')).toBeVisible();
    expect(notice.queryByRole('link')).not.toBeInTheDocument();
    expect(notice.getByRole('button', { name: 'Удалить' })).toBeVisible();
  });

  it('deletes the draft after confirming: clears the cart, forgets the local draft and says so', async () => {
    keepLocalDraft(DRAFT);
    serverDraft();
    renderTenantApp({ path: '/', user: SIGNED_IN });
    const notice = within(await findNotice());
    await userEvent.click(notice.getByRole('button', { name: 'Удалить' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Удалить незавершённую регистрацию?' }));
    expect(dialog.getByText(/Регистрация на «Белые ночи»/)).toBeVisible();
    expect(calls.posts('/Register/ApiClearCart')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Да, удалить' }));

    await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.posts('/Register/ApiClearCart')).toHaveLength(1);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Незавершённая регистрация удалена' });
  });

  it('keeps everything when the visitor changes their mind', async () => {
    keepLocalDraft(DRAFT);
    renderTenantApp({ path: '/' });
    await userEvent.click(within(await findNotice()).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('note')).toBeVisible();
    expect(calls.posts('/Register/ApiClearCart')).toHaveLength(0);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
  });

  it('says so when deleting fails, and keeps the draft', async () => {
    keepLocalDraft(DRAFT);
    mockApi({ 'POST /Register/ApiClearCart': json({}, 500) });
    renderTenantApp({ path: '/' });
    await userEvent.click(within(await findNotice()).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Да, удалить' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Не удалось удалить регистрацию. Попробуйте ещё раз.',
      }),
    );
    expect(screen.getByRole('note')).toBeVisible();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
  });
});
