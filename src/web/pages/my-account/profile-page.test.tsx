import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/ui/toaster.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { BLANK_PROFILE, FULL_PROFILE } from './account-fixtures.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
async function openProfile(profile = BLANK_PROFILE, onPut?: (body: unknown) => Response) {
  mockApi({
    'GET /api/account/profile': json(profile),
    ...(onPut ? { 'PUT /api/account/profile': ({ body }) => onPut(body) } : {}),
  });
  renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Profile' });
  render(<AppToaster />);
  // the first render loads the route modules on demand
  await screen.findByRole('button', { name: /Сохранить|Save/ }, { timeout: 10_000 });
}

const errorOf = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((x) => x.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('profile form', { timeout: 20_000 }, () => {
  it('shows the SPEC §5 messages in Russian for empty required fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    await openProfile();
    const lastName = await screen.findByRole('textbox', { name: 'Фамилия' });
    await user.type(lastName, 'Петрова');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Укажите дату рождения')).toBeVisible();
    expect(errorOf(screen.getByRole('textbox', { name: 'Имя' }))).toBe('Это поле обязательно.');
    expect(errorOf(screen.getByRole('textbox', { name: 'Город' }))).toBe('Это поле обязательно.');
    expect(errorOf(screen.getByRole('textbox', { name: 'Квартира' }))).toBe(
      'Укажите квартиру. Для частного дома укажите кв. 1',
    );
    expect(screen.getAllByText('Введите номер телефона')).toHaveLength(2);
    expect(screen.getByText('Для частного дома укажите кв. 1')).toBeVisible();
    expect(lastName).toHaveValue('Петрова');
    expect(errorOf(lastName)).toBeUndefined();
    expect(calls.all().filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows the same messages in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    await openProfile();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the date of birth')).toBeVisible();
    expect(errorOf(screen.getByRole('textbox', { name: 'First name' }))).toBe('This field is required.');
    expect(errorOf(screen.getByRole('textbox', { name: 'Apartment' }))).toBe(
      'Enter the apartment. For a private house enter apt. 1',
    );
    expect(screen.getByText('For a private house enter apt. 1')).toBeVisible();
  });

  it('says a phone number is not possible', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    await openProfile(FULL_PROFILE);
    const phone = await screen.findByRole('textbox', { name: 'Mobile phone: number' });
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This phone number is not possible. Check the country and the digits'),
    ).toBeVisible();
    expect(phone).toHaveValue('123');
  });

  it('puts the server field messages under their fields and keeps the values', async () => {
    const user = userEvent.setup();
    await openProfile(FULL_PROFILE, () =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Проверьте поля',
            fields: { city: 'Такого города нет', 'documents.0.number': 'Номер уже занят' },
          },
        },
        400,
      ),
    );
    const city = await screen.findByRole('textbox', { name: 'Город' });
    await user.clear(city);
    await user.type(city, 'Китеж');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(errorOf(city)).toBe('Такого города нет'));
    expect(city).toHaveValue('Китеж');
    const put = calls.all().find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      city: 'Китеж',
      phone: '+79161234567',
      birthDate: '1990-05-17',
      noClub: true,
    });
  });

  it('saves a valid profile and says so', async () => {
    const user = userEvent.setup();
    await openProfile(FULL_PROFILE, (body) => json({ ...FULL_PROFILE, ...(body as object) }));
    const year = await screen.findByRole('textbox', { name: 'Год' });
    await user.clear(year);
    await user.type(year, '1991');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
    expect(calls.all().find((c) => c.method === 'PUT')?.body).toMatchObject({ birthDate: '1991-05-17' });
  });

  it('masks a Russian passport number as XX XX XXXXXX', async () => {
    const user = userEvent.setup();
    await openProfile(FULL_PROFILE);
    await user.click(await screen.findByRole('button', { name: 'Добавить документ' }));
    const type = screen.getByRole('combobox', { name: 'Тип документа' });
    expect(type).toHaveValue('21');
    expect(within(type).getAllByRole('option')).toHaveLength(15);
    // the masked input loads on demand; until then a read-only stand-in holds its place
    await waitFor(() => expect(screen.getByPlaceholderText('XX XX XXXXXX')).not.toHaveAttribute('readonly'));
    const number = screen.getByPlaceholderText('XX XX XXXXXX');
    await user.type(number, '4512345678');
    await waitFor(() => expect(number).toHaveValue('45 12 345678'));
  });

  it('refuses a wrong image type before uploading it', async () => {
    await openProfile(FULL_PROFILE);
    const input = await screen.findByLabelText('Выбрать фото');
    const file = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот тип файла не подходит');
    expect(calls.all().some((c) => c.path === '/api/account/profile/image')).toBe(false);
  });

  it('focuses the field named in the address (the profile alert links there)', async () => {
    mockApi({ 'GET /api/account/profile': json(BLANK_PROFILE) });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Profile#birthDate' });
    const day = await screen.findByRole('combobox', { name: 'День' });
    await waitFor(() => expect(day).toHaveFocus());
  });
});
