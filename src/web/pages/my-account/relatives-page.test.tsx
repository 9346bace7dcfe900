import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Relative } from '../../../shared/schemas/account.js';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, noContent, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { CREATED, FULL_PROFILE, LINKED } from './account-fixtures.js';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
/** A small relatives server: the list changes as the page adds, links and removes. */
function relativesServer(initial: Relative[]) {
  let items = [...initial];
  mockApi({
    'GET /api/account/relatives': () => json({ items }),
    'POST /api/account/relatives': ({ body }) => {
      const profile = body as typeof FULL_PROFILE;
      const added: Relative = {
        ...CREATED,
        id: 9,
        fullName: `${profile.firstName} ${profile.lastName}`,
        profile,
      };
      items = [...items, added];
      return json(added);
    },
    'POST /api/account/relatives/link': ({ body }) => {
      const email = (body as { email: string }).email;
      if (email === 'nobody@example.com') return apiError(404, 'ACCOUNT_NOT_FOUND', 'Account not found');
      // a pending link answers only the address typed (issue 12)
      const linked: Relative = {
        ...LINKED,
        id: 10,
        status: 'pending',
        fullName: '',
        birthDate: null,
        gender: null,
        email,
      };
      items = [...items, linked];
      return json(linked, 201);
    },
    'DELETE /api/account/relatives/:id': ({ params }) => {
      items = items.filter((r) => r.id !== Number(params.id));
      return noContent();
    },
  });
  renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Relatives' });
}

const list = () => screen.findByRole('list', { name: 'Relatives' }, { timeout: 10_000 });

describe('relatives page', { timeout: 20_000 }, () => {
  it('shows "Account not found" under the e-mail field and keeps the address', async () => {
    const user = userEvent.setup();
    relativesServer([LINKED]);
    await list();
    const email = screen.getByRole('textbox', { name: "Relative's e-mail" });
    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a link' }));
    expect(await screen.findByText('Account not found')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('nobody@example.com');
  });

  it('links an account and shows it waiting for confirmation', async () => {
    const user = userEvent.setup();
    relativesServer([]);
    await screen.findByText('You have not added any relatives yet.', undefined, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: "Relative's e-mail" }), 'oleg@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a link' }));
    const item = (await screen.findByRole('heading', { name: 'oleg@example.com' })).closest('li')!;
    expect(within(item).getByText('waiting for confirmation')).toBeVisible();
    expect(within(item).getByText('Linked account')).toBeVisible();
  });

  it('adds a created relative through the profile form and lists them', async () => {
    const user = userEvent.setup();
    relativesServer([LINKED]);
    await list();
    await user.click(screen.getByRole('button', { name: 'Add a relative' }));
    const dialog = await screen.findByRole('dialog', { name: 'New relative' });
    // the profile form is a part of its own, loading beside the list (lib/lazy-part.tsx)
    await within(dialog).findByRole('textbox', { name: 'Last name' });
    expect(within(dialog).queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    expect(within(dialog).queryByLabelText('Choose a photo')).toBeNull();
    const type = async (name: string, text: string) =>
      user.type(within(dialog).getByRole('textbox', { name }), text);
    await type('Last name', 'Petrova');
    await type('First name', 'Masha');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Month' }), '9');
    await type('Year', '2015');
    await user.click(within(dialog).getByRole('radio', { name: 'Female' }));
    await type('Mobile phone: number', '9161234567');
    await type('Emergency phone: number', '9161234568');
    await type('Region', 'Moscow');
    await type('City', 'Moscow');
    await type('Street', 'Tverskaya');
    await type('Building', '1');
    await type('Apartment', '1');
    await type('Postcode', '125009');
    await user.click(within(dialog).getByRole('checkbox', { name: 'No club' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Masha Petrova' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.all().find((c) => c.method === 'POST')?.body).toMatchObject({
      firstName: 'Masha',
      birthDate: '2015-09-01',
      phone: '+79161234567',
      gender: 'female',
      noClub: true,
    });
  });

  it('asks before removing a relative', async () => {
    const user = userEvent.setup();
    relativesServer([LINKED, CREATED]);
    await list();
    await user.click(screen.getByRole('button', { name: 'Remove Иван Петров' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove a relative' });
    expect(within(dialog).getByText('Remove Иван Петров from your relatives?')).toBeVisible();
    expect(calls.all().some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Иван Петров' })).toBeVisible();
    expect(calls.all().some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Иван Петров' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Иван Петров' })).toBeNull());
    expect(calls.all().find((c) => c.method === 'DELETE')?.path).toBe('/api/account/relatives/2');
  });

  it('keeps what was typed in the link form while the list is still loading', async () => {
    let answerList: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answerList = resolve));
    mockApi({ 'GET /api/account/relatives': () => pending });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Relatives' });
    const email = await screen.findByLabelText("Relative's e-mail");
    await userEvent.type(email, 'oleg@example.com');
    answerList(json({ items: [] }));
    await screen.findByText('You have not added any relatives yet.');
    expect(screen.getByLabelText("Relative's e-mail")).toHaveValue('oleg@example.com');
  });
});
