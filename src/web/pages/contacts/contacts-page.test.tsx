import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, networkError, mockApi, type Routes } from '../../test/api.js';
import { SIGNED_IN, renderTenantApp } from '../../test-utils/render-tenant-app.js';

const CONTACTS = {
  supportEmail: 'support@startline.test',
  supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
};
const contactsApi = (extra: Routes = {}) => mockApi({ 'GET /api/contacts': json(CONTACTS), ...extra });

/** A fixed clock, as an instant in Moscow (UTC+3). 2026-11-23 is a Monday. */
function clockAt(moscowLocal: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${moscowLocal}+03:00`));
}

// the route loads the page lazily: load it once here, so the first test does not wait for the transform
beforeAll(() => import('./contacts-page.js'));
beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/Contacts: support', () => {
  it('shows the support e-mail, the hours and that support is online (ru)', async () => {
    clockAt('2026-11-23T12:00');
    contactsApi();
    renderTenantApp({ path: '/Contacts' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'support@startline.test' })).toHaveAttribute(
      'href',
      'mailto:support@startline.test',
    );
    expect(screen.getByText('С понедельника по пятницу, 10:00–19:00 по московскому времени')).toBeVisible();
    expect(screen.getByText('Поддержка сейчас на связи')).toBeVisible();
    expect(calls.to('/api/contacts')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Контакты — Startline'));
  });

  it('in English, on Friday evening: answers on Monday', async () => {
    await i18n.changeLanguage('en');
    clockAt('2026-11-27T20:15');
    contactsApi();
    renderTenantApp({ path: '/Contacts' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    expect(await screen.findByText('Monday to Friday, 10:00–19:00 Moscow time')).toBeVisible();
    expect(
      screen.getByText('Support is offline now. We will answer after 10:00 Moscow time on Monday'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'support@startline.test' })).toBeVisible();
  });

  it('at the weekend and early on a weekday it says when support answers (ru)', async () => {
    clockAt('2026-11-28T11:00');
    contactsApi();
    const view = renderTenantApp({ path: '/Contacts' });
    expect(
      await screen.findByText(
        'Сейчас поддержка не на связи. Ответим после 10:00 по московскому времени в понедельник',
      ),
    ).toBeVisible();
    view.unmount();
    clockAt('2026-11-24T08:30');
    renderTenantApp({ path: '/Contacts' });
    expect(
      await screen.findByText(
        'Сейчас поддержка не на связи. Ответим после 10:00 по московскому времени сегодня',
      ),
    ).toBeVisible();
  });

  it('shows the tenant’s e-mail while the call loads, and a retry when it failed', async () => {
    let fail = true;
    mockApi({
      'GET /api/contacts': () => (fail ? apiError(500, 'INTERNAL', 'Произошла ошибка.') : json(CONTACTS)),
    });
    renderTenantApp({ path: '/Contacts' });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'help@startline.test' })).toBeVisible();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Произошла ошибка. Попробуйте позже.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'support@startline.test' })).toBeVisible();
    expect(screen.getByText('С понедельника по пятницу, 10:00–19:00 по московскому времени')).toBeVisible();
  });

  it('links to the answers for participants and organizers', async () => {
    contactsApi();
    renderTenantApp({ path: '/Contacts' });
    const nav = await screen.findByRole('navigation', { name: 'Ответы на частые вопросы' });
    expect(within(nav).getByRole('link', { name: /Участникам/ })).toHaveAttribute(
      'href',
      '/Home/About/participants',
    );
    expect(within(nav).getByRole('link', { name: /Организаторам/ })).toHaveAttribute('href', '/Home/About');
  });
});

async function fillForm({
  name = 'Анна',
  email = 'anna@example.com',
  topic = 'payment',
  message = 'Где мой чек?',
} = {}) {
  if (name) await userEvent.type(await screen.findByLabelText('Имя'), name);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (topic) await userEvent.selectOptions(screen.getByLabelText('Тема'), topic);
  if (message) await userEvent.type(screen.getByLabelText('Сообщение'), message);
}

describe('/Contacts: the question form', () => {
  it('empty fields get their messages under them (ru), without a request', async () => {
    contactsApi();
    renderTenantApp({ path: '/Contacts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Введите ваш email')).toBeVisible();
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Это поле обязательно.');
    expect(screen.getByLabelText('Тема')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Сообщение')).toHaveAccessibleDescription('0 / 2000 Это поле обязательно.');
    expect(calls.posts('/api/contacts/messages')).toHaveLength(0);
  });

  it('a wrong e-mail is named under the field and what was typed stays (en)', async () => {
    await i18n.changeLanguage('en');
    contactsApi();
    renderTenantApp({ path: '/Contacts' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Anna');
    await userEvent.type(screen.getByLabelText('Email'), 'anna@example');
    await userEvent.type(screen.getByLabelText('Message'), 'Where is my receipt?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Name')).toHaveValue('Anna');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example');
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my receipt?');
    expect(screen.getByText('20 / 2000')).toBeVisible();
    expect(calls.posts('/api/contacts/messages')).toHaveLength(0);
  });

  it('counts the message as it is typed and flags a message over 2000 characters', async () => {
    contactsApi();
    renderTenantApp({ path: '/Contacts' });
    const field = await screen.findByLabelText('Сообщение');
    await userEvent.type(field, 'Привет');
    expect(screen.getByText('6 / 2000')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(2001));
    expect(screen.getByText('2001 / 2000')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Слишком длинный текст')).toBeVisible();
  });

  it('sends the question and thanks, naming the address; another question keeps name and e-mail', async () => {
    contactsApi({ 'POST /api/contacts/messages': json({ id: 7 }, 201) });
    renderTenantApp({ path: '/Contacts' });
    await fillForm({ email: ' Anna@Example.com ', message: '  Где мой чек?  ' });
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    const thanks = await screen.findByRole('heading', { name: 'Спасибо!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText('Мы получили ваш вопрос и ответим на anna@example.com')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Отправить' })).not.toBeInTheDocument();
    expect(calls.posts('/api/contacts/messages')[0]?.body).toEqual({
      name: 'Анна',
      email: 'anna@example.com',
      topic: 'payment',
      message: 'Где мой чек?',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Задать ещё вопрос' }));
    expect(await screen.findByLabelText('Имя')).toHaveValue('Анна');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
    expect(screen.getByLabelText('Тема')).toHaveValue('');
    expect(screen.getByLabelText('Сообщение')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Тема')).toHaveFocus());
  });

  it('puts the server’s field messages under their fields', async () => {
    contactsApi({
      'POST /api/contacts/messages': apiError(400, 'VALIDATION_FAILED', 'Проверьте введённые данные.', {
        email: 'v:emailInvalid',
        message: 'Слишком длинный текст',
      }),
    });
    renderTenantApp({ path: '/Contacts' });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Слишком длинный текст')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Введите корректный адрес электронной почты',
    );
    expect(screen.getByLabelText('Сообщение')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Сообщение')).toHaveValue('Где мой чек?');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('too many messages: says to try in an hour and keeps everything typed', async () => {
    contactsApi({
      'POST /api/contacts/messages': apiError(429, 'RATE_LIMITED', 'Слишком много запросов.'),
    });
    renderTenantApp({ path: '/Contacts' });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Вы отправили слишком много сообщений. Попробуйте ещё раз через час.',
    );
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
    expect(screen.getByLabelText('Тема')).toHaveValue('payment');
    expect(screen.getByLabelText('Сообщение')).toHaveValue('Где мой чек?');
  });

  it('any other failure shows the server’s text, or ours when there is none', async () => {
    contactsApi({
      'POST /api/contacts/messages': networkError(),
    });
    renderTenantApp({ path: '/Contacts' });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось отправить сообщение. Проверьте соединение и попробуйте ещё раз.',
    );
    expect(screen.getByLabelText('Сообщение')).toHaveValue('Где мой чек?');
  });

  it('fills in the name and e-mail of a signed-in user', async () => {
    contactsApi({ 'POST /api/contacts/messages': json({ id: 8 }, 201) });
    renderTenantApp({ path: '/Contacts', user: SIGNED_IN });
    expect(await screen.findByLabelText('Имя')).toHaveValue('Анна Петрова');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Тема'), 'results');
    await userEvent.type(screen.getByLabelText('Сообщение'), 'Нет моего результата');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Мы получили ваш вопрос и ответим на anna@example.com')).toBeVisible();
    expect(calls.posts('/api/contacts/messages')[0]?.body).toMatchObject({
      name: 'Анна Петрова',
      topic: 'results',
    });
  });
});
