import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser, SignedInUser } from '../../../../shared/schemas/user.js';
import { Providers } from '../../../app/providers.js';
import { i18n } from '../../../i18n/i18n.js';
import { EVENT } from '../../../pages/event/event-fixtures.js';
import { json, mockApi } from '../../../test/api.js';
import { SIGNED_IN, renderTenantApp } from '../../../test-utils/render-tenant-app.js';
import { currentUserQueryOptions } from '../api/get-current-user.js';
import { ProfileAlert } from './profile-alert.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

function renderAlert(user: CurrentUser) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  const router = createMemoryRouter([{ path: '*', element: <ProfileAlert /> }]);
  return render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const ME = SIGNED_IN as SignedInUser;
const INCOMPLETE: CurrentUser = { ...ME, missingProfileFields: ['birthDate', 'phone', 'postcode'] };

describe('profile alert', () => {
  it('lists what registration needs, each field a link to it in the profile', () => {
    renderAlert(INCOMPLETE);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'В профиле не хватает данных, нужных для регистрации: дата рождения, мобильный телефон, индекс',
    );
    expect(within(note).getByRole('link', { name: 'дата рождения' })).toHaveAttribute(
      'href',
      '/MyAccount/Profile#birthDate',
    );
    expect(within(note).getByRole('link', { name: 'мобильный телефон' })).toHaveAttribute(
      'href',
      '/MyAccount/Profile#phone',
    );
    expect(within(note).getAllByRole('link')).toHaveLength(3);
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    renderAlert({ ...ME, missingProfileFields: ['emergencyPhone', 'apartment'] });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your profile lacks what registration needs: emergency phone, apartment',
    );
  });

  it('says nothing to a complete profile or an anonymous visitor', () => {
    renderAlert(SIGNED_IN);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    renderAlert({ isAuthorized: false });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows on the event page', async () => {
    mockApi({
      'GET /api/event/white-nights': json(EVENT),
      'GET /api/event/white-nights/questions': json({ items: [] }),
    });
    renderTenantApp({ path: '/event/white-nights', user: INCOMPLETE });
    await screen.findByRole('heading', { level: 1, name: 'Белые ночи' });
    expect(screen.getByRole('link', { name: 'индекс' })).toHaveAttribute(
      'href',
      '/MyAccount/Profile#postcode',
    );
  });
});
