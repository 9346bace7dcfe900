import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FriendEntry } from '../../../shared/schemas/registration.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { apiError, calls, json, mockApi, type ApiRequest } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.mocked(notify).mockClear();
});

const TOKEN = 'A'.repeat(43);
const PATH = `/white-nights/10k/register/entry?invitation=${TOKEN}`;
const URL = `/api/registration/invitations/${TOKEN}`;

function entry(overrides: Partial<FriendEntry> = {}): FriendEntry {
  return {
    event: {
      code: 'white-nights',
      name: 'White Nights',
      startsAt: '2030-06-21T06:00:00Z',
      timeZone: 'Europe/Moscow',
    },
    race: {
      code: '10k',
      name: '10 km',
      startsAt: '2030-06-21T06:00:00Z',
      fields: ['birthDate', 'gender', 'phone'],
    },
    addedBy: 'Анна Смирнова',
    fullName: 'Пётр Петров',
    status: 'pending',
    bib: null,
    entry: { lastName: 'Петров', firstName: 'Пётр', birthDate: '1985-02-11', gender: 'male' },
    missing: ['phone'],
    mine: false,
    editable: true,
    ...overrides,
  };
}

describe("a friend's entry from the invitation", () => {
  it('shows who registered the friend and what is missing; a phone too short is caught before sending; saved, it is theirs', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${URL}`]: () => json(entry()),
      [`PUT ${URL}`]: ({ body }: ApiRequest) => {
        const { form } = body as { form: Record<string, unknown> };
        return json(entry({ entry: { ...entry().entry, phone: form['phone'] }, missing: [], mine: true }));
      },
    });
    renderTenantApp({ user: SIGNED_IN, path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'White Nights' })).toBeVisible();
    expect(screen.getByText('Registered by Анна Смирнова')).toBeVisible();
    expect(screen.getByText('born 11 February 1985 · male')).toBeVisible();
    expect(screen.getByText('Still to fill in: mobile phone.')).toBeVisible();
    // the name is fixed: not asked again
    expect(screen.queryByRole('textbox', { name: 'Last name' })).toBeNull();

    const number = await screen.findByRole('textbox', { name: 'Mobile phone: number' }, { timeout: 10_000 });
    await user.type(number, '916');
    await user.click(screen.getByRole('button', { name: 'Save to my account' }));
    // the form's own check first: a number too short never reaches the server
    await waitFor(() => expect(number).toBeInvalid());
    expect(calls.puts(URL)).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '9161112233');
    await user.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByText('This entry is in your personal account.')).toBeVisible();
    expect(calls.puts(URL)).toHaveLength(1);
    expect(calls.puts(URL)[0]!.body).toEqual({
      form: expect.objectContaining({ phone: '+79161112233', firstName: 'Пётр' }),
      saveToProfile: true,
    });
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Your entry is saved' });
    expect(screen.getByRole('link', { name: 'My registrations' })).toHaveAttribute(
      'href',
      '/MyAccount/Registrations',
    );
  });

  it('says when the link is unknown, and when the entry can no longer be changed', async () => {
    mockApi({ [`GET ${URL}`]: () => apiError(404, 'NOT_FOUND', 'Not found.') });
    const { unmount } = renderTenantApp({ user: SIGNED_IN, path: PATH });
    expect(await screen.findByText(/Invitation not found/)).toBeVisible();
    unmount();

    mockApi({ [`GET ${URL}`]: () => json(entry({ status: 'expired', editable: false })) });
    renderTenantApp({ user: SIGNED_IN, path: PATH });
    expect(await screen.findByText(/This entry can no longer be changed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save to my account' })).toBeNull();
  });
});
