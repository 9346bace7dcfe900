import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VALID_REQUISITES } from '../../../shared/domain/requisites-fixture.js';
import type { OrganizerRequisitesPage } from '../../../shared/schemas/cabinet-organizer.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(notify).mockClear();
});

const LOAD = { timeout: 10_000 };
const URL = '/api/cabinet/organizers/1/requisites';
const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
const ME = json({
  organizers: [
    { id: 1, name: 'Клуб бегунов', role: 'owner' },
    { id: 2, name: 'Другой клуб', role: 'manager' },
    { id: 3, name: 'Третий клуб', role: 'operator' },
  ],
  support: false,
});
const REQUISITES: OrganizerRequisitesPage['requisites'] = {
  ...VALID_REQUISITES,
  legalName: 'ООО «Клуб бегунов»',
  address: 'Москва, ул. Вавилова, д. 19',
};
const page = (
  canEdit: boolean,
  requisites = REQUISITES,
  listing = { taxDeductionListed: false, canEditListing: false },
): OrganizerRequisitesPage => ({
  organizer: { id: 1, name: 'Клуб бегунов' },
  requisites,
  canEdit,
  ...listing,
});

describe('the organizer’s requisites', { timeout: 20_000 }, () => {
  it('lets the owner save them; a refused INN shows next to its field and nothing typed is lost', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL}`]: json(page(true)),
      [`PUT ${URL}`]: ({ body }) => {
        if (attempt++ === 0) {
          return apiError(400, 'VALIDATION_FAILED', 'Проверьте поля', {
            inn: 'Такого ИНН не бывает: проверьте цифры',
          });
        }
        if (attempt === 2) return apiError(503, 'UNAVAILABLE', 'Сервис недоступен');
        return json(page(true, { ...REQUISITES, ...(body as object), inn: '7736207543' }));
      },
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/organizers/1' });
    expect(await screen.findByRole('heading', { name: 'Клуб бегунов', level: 1 }, LOAD)).toBeVisible();
    const inn = screen.getByRole('textbox', { name: 'ИНН' });
    expect(inn).toHaveValue('7707083893');
    expect(screen.getByRole('textbox', { name: 'Расчётный счёт' })).toHaveValue('40702810938000012345');

    await user.clear(inn);
    await user.type(inn, '7707 083894');
    const address = screen.getByRole('textbox', { name: 'Юридический адрес' });
    await user.clear(address);
    await user.type(address, 'Тверь');
    await user.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }));

    await waitFor(() => expect(inn).toHaveAttribute('aria-invalid', 'true'));
    expect(inn).toHaveAccessibleDescription(expect.stringContaining('Такого ИНН не бывает: проверьте цифры'));
    expect(inn).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте отмеченные поля');
    expect(inn).toHaveValue('7707 083894');
    expect(address).toHaveValue('Тверь');
    expect(calls.puts(URL)[0]?.body).toMatchObject({
      inn: '7707 083894',
      address: 'Тверь',
      bic: '044525225',
    });

    // the server is down: its words above the button, the form as typed
    await user.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Сервис недоступен'));
    expect(address).toHaveValue('Тверь');

    await user.clear(inn);
    await user.type(inn, '7736207543');
    await user.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Реквизиты сохранены' }),
    );
    expect(inn).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(address).toHaveValue('Тверь');
  });

  it('shows them to a manager as text, saying only the owner changes them', async () => {
    mockApi({ 'GET /api/cabinet/me': ME, [`GET ${URL}`]: json(page(false)) });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/organizers/1' });
    expect(
      await screen.findByText('Изменить реквизиты может только владелец кабинета организатора.', {}, LOAD),
    ).toBeVisible();
    expect(screen.getByText('7707083893')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить реквизиты' })).toBeNull();
    // whether its certificates count for the tax deduction is support's to mark
    expect(
      screen.getByText(/Организатора нет в перечне физкультурно-спортивных организаций Минспорта/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Отметить: организатор в перечне' })).toBeNull();
  });

  it('lets support mark the organizer as on the Ministry of Sport’s list, and take the mark back', async () => {
    const user = userEvent.setup();
    const LISTING = '/api/cabinet/organizers/1/tax-deduction-listing';
    mockApi({
      'GET /api/cabinet/me': json({ organizers: [], support: true }),
      [`GET ${URL}`]: json(page(false, REQUISITES, { taxDeductionListed: false, canEditListing: true })),
      [`PUT ${LISTING}`]: ({ body }) =>
        json(
          page(false, REQUISITES, {
            taxDeductionListed: (body as { listed: boolean }).listed,
            canEditListing: true,
          }),
        ),
    });
    renderTenantApp({
      user: { ...(SIGNED_IN as SignedInUser), roles: ['Administrator'] },
      path: '/cabinet/organizers/1',
    });
    await user.click(await screen.findByRole('button', { name: 'Отметить: организатор в перечне' }, LOAD));
    expect(
      await screen.findByText(/Организатор в перечне физкультурно-спортивных организаций Минспорта/),
    ).toBeVisible();
    expect(calls.puts(LISTING)[0]?.body).toEqual({ listed: true });
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Организатор отмечен как включённый в перечень',
    });
    await user.click(screen.getByRole('button', { name: 'Снять отметку о перечне' }));
    await waitFor(() => expect(calls.puts(LISTING)[1]?.body).toEqual({ listed: false }));
  });

  it('says an organizer out of reach is not found', async () => {
    mockApi({
      'GET /api/cabinet/me': ME,
      'GET /api/cabinet/organizers/9/requisites': apiError(404, 'NOT_FOUND', 'Не найдено'),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/organizers/9' });
    expect(
      await screen.findByText('Организатор не найден или у вас нет доступа к его реквизитам.', {}, LOAD),
    ).toBeVisible();
  });

  it('is linked from the cabinet home for the roles that may see the requisites', async () => {
    mockApi({
      'GET /api/cabinet/me': ME,
      'GET /api/cabinet/events': json({ events: [], total: 0, nextCursor: null }),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet' });
    const link = await screen.findByRole('link', { name: 'Реквизиты: Клуб бегунов' }, LOAD);
    expect(link).toHaveAttribute('href', '/cabinet/organizers/1');
    expect(screen.getByRole('link', { name: 'Реквизиты: Другой клуб' })).toHaveAttribute(
      'href',
      '/cabinet/organizers/2',
    );
    expect(screen.queryByRole('link', { name: 'Реквизиты: Третий клуб' })).toBeNull();
  });
});
