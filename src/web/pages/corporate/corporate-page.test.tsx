import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cards, eventsPage } from '../../features/events-list/test-fixtures.js';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, mockApi, type Route } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

const LEADS = 'POST /api/corporate/leads' satisfies Route;

async function openPage(lead?: () => Response) {
  mockApi({
    'POST /api/events/live-count': json(321),
    'GET /api/events/list': json(eventsPage(cards(1), 25)),
    ...(lead ? { [LEADS]: lead } : {}),
  });
  renderTenantApp({ path: '/corp-client' });
  // the first render loads the route module on demand
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
}

/** The text of the message a control points at with aria-describedby (`…-error`). */
const errorOf = (control: HTMLElement) => {
  const id = control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((x) => x.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

const RU = {
  company: 'Компания',
  contactName: 'Контактное лицо',
  email: 'Email',
  phone: 'Телефон: номер',
  employees: 'Размер компании',
  interests: 'Что вас интересует',
  consent: 'Я согласен на обработку персональных данных',
  submit: 'Отправить заявку',
};

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<string, string>> = {},
) {
  const v = {
    company: ' ООО «Ромашка» ',
    contactName: 'Анна Петрова',
    email: 'Anna@Romashka.ru',
    phone: '916 123-45-67',
    ...values,
  };
  if (v.company) await user.type(await screen.findByRole('textbox', { name: RU.company }), v.company);
  if (v.contactName) await user.type(screen.getByRole('textbox', { name: RU.contactName }), v.contactName);
  if (v.email) await user.type(screen.getByRole('textbox', { name: RU.email }), v.email);
  if (v.phone) await user.type(screen.getByRole('textbox', { name: RU.phone }), v.phone);
}

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('/corp-client', { timeout: 20_000 }, () => {
  it.each([
    {
      lang: 'ru',
      title: 'Спорт, который объединяет команду',
      offers: ['Корпоративные забеги и эстафеты', 'Командные заявки за счёт компании'],
      figures: [
        '321 участник зарегистрирован на предстоящие старты',
        '25 предстоящих событий в каталоге',
        '13 видов спорта: от бега до триатлона',
      ],
      steps: ['Заявка', 'Предложение', 'Договор и счёт', 'Старт'],
    },
    {
      lang: 'en',
      title: 'Sport that brings your team together',
      offers: ['Corporate races and relays', 'Team entries paid by the company'],
      figures: [
        '321 participants registered for upcoming races',
        '25 upcoming events in the catalogue',
        '13 sports, from running to triathlon',
      ],
      steps: ['Request', 'Proposal', 'Contract and invoice', 'Race day'],
    },
  ])('tells companies what the platform offers, with live figures ($lang)', async (c) => {
    await i18n.changeLanguage(c.lang);
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    for (const name of [...c.offers, ...c.steps]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    const band = screen.getByRole('region', {
      name: c.lang === 'ru' ? 'Платформа сегодня' : 'The platform today',
    });
    await waitFor(() =>
      expect(
        within(band)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(c.figures),
    );
    await waitFor(() => expect(document.getElementById('lead-form')?.tagName).toBe('FORM'));
    expect(document.documentElement.dataset.bg).toBe('white');
  });

  it('an empty submit names every required field in Russian, and nothing is sent', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(await screen.findByRole('button', { name: RU.submit }));

    const required = 'Это поле обязательно.';
    expect(await screen.findByText('Введите ваш email')).toBeVisible();
    expect(errorOf(screen.getByRole('textbox', { name: RU.company }))).toBe(required);
    expect(errorOf(screen.getByRole('textbox', { name: RU.contactName }))).toBe(required);
    expect(errorOf(screen.getByRole('textbox', { name: RU.email }))).toBe('Введите ваш email');
    expect(errorOf(screen.getByRole('textbox', { name: RU.phone }))).toBe('Введите номер телефона');
    expect(errorOf(screen.getByRole('combobox', { name: RU.employees }))).toBe(required);
    expect(errorOf(screen.getByRole('group', { name: RU.interests }))).toBe('Выберите хотя бы один вариант');
    expect(errorOf(screen.getByRole('checkbox', { name: RU.consent }))).toBe('Необходимо принять условия');
    expect(screen.getByRole('textbox', { name: RU.company })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.posts('/api/corporate/leads')).toHaveLength(0);
  });

  it('the same messages in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Send the request' }));

    expect(await screen.findByText('Enter your email')).toBeVisible();
    expect(errorOf(screen.getByRole('textbox', { name: 'Company' }))).toBe('This field is required.');
    expect(errorOf(screen.getByRole('textbox', { name: 'Contact person' }))).toBe('This field is required.');
    expect(errorOf(screen.getByRole('textbox', { name: 'Phone: number' }))).toBe('Enter a phone number');
    expect(errorOf(screen.getByRole('combobox', { name: 'Company size' }))).toBe('This field is required.');
    expect(errorOf(screen.getByRole('group', { name: 'What interests you' }))).toBe(
      'Choose at least one option',
    );
    expect(
      errorOf(screen.getByRole('checkbox', { name: 'I consent to the processing of my personal data' })),
    ).toBe('You need to accept the terms');
  });

  it.each([
    {
      lang: 'ru',
      email: 'Введите корректный адрес электронной почты',
      phone: 'Такого номера не бывает. Проверьте страну и цифры',
    },
    {
      lang: 'en',
      email: 'Please enter a valid email address',
      phone: 'This phone number is not possible. Check the country and the digits',
    },
  ])('a bad e-mail and an impossible phone are named, and what was typed stays ($lang)', async (c) => {
    await i18n.changeLanguage(c.lang);
    const user = userEvent.setup();
    await openPage();
    const en = c.lang === 'en';
    const email = await screen.findByRole('textbox', { name: 'Email' });
    const phone = screen.getByRole('textbox', { name: en ? 'Phone: number' : RU.phone });
    const company = screen.getByRole('textbox', { name: en ? 'Company' : RU.company });
    await user.type(company, 'Romashka');
    await user.type(email, 'anna@romashka');
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: en ? 'Send the request' : RU.submit }));

    await waitFor(() => expect(errorOf(email)).toBe(c.email));
    expect(errorOf(phone)).toBe(c.phone);
    expect(errorOf(company)).toBeUndefined();
    expect(company).toHaveValue('Romashka');
    expect(email).toHaveValue('anna@romashka');
    expect(phone).toHaveValue('123');
    expect(calls.posts('/api/corporate/leads')).toHaveLength(0);
  });

  it('sends the lead and thanks, naming the e-mail', async () => {
    const user = userEvent.setup();
    await openPage(() => json({ id: 7 }, 201));
    await fillIn(user);
    await user.selectOptions(screen.getByRole('combobox', { name: RU.employees }), '51–200 сотрудников');
    await user.click(screen.getByRole('checkbox', { name: 'Командные заявки за счёт компании' }));
    await user.click(screen.getByRole('checkbox', { name: 'Велнес-челленджи и корпоративный кабинет' }));
    await user.type(screen.getByRole('textbox', { name: 'Комментарий (необязательно)' }), 'Москва, май');
    expect(screen.getByText('11 из 2000')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: RU.consent }));
    await user.click(screen.getByRole('button', { name: RU.submit }));

    const thanks = await screen.findByRole('heading', { name: 'Спасибо! Заявка отправлена' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText('Мы ответим на anna@romashka.ru.')).toBeVisible();
    expect(screen.queryByRole('button', { name: RU.submit })).not.toBeInTheDocument();
    expect(calls.posts('/api/corporate/leads')[0]?.body).toEqual({
      company: 'ООО «Ромашка»',
      contactName: 'Анна Петрова',
      email: 'anna@romashka.ru',
      phone: '+79161234567',
      employees: '51-200',
      interests: ['team-entries', 'wellness'],
      message: 'Москва, май',
      consent: true,
    });
  });

  it('puts the server field messages under their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    await openPage(() =>
      apiError(400, 'VALIDATION_FAILED', 'Проверьте поля формы.', {
        email: 'На этот адрес не доставляется почта',
        company: 'Слишком длинное название',
      }),
    );
    await fillIn(user);
    await user.selectOptions(screen.getByRole('combobox', { name: RU.employees }), '1-50');
    await user.click(screen.getByRole('checkbox', { name: 'Спонсорство и присутствие бренда' }));
    await user.click(screen.getByRole('checkbox', { name: RU.consent }));
    await user.click(screen.getByRole('button', { name: RU.submit }));

    const email = screen.getByRole('textbox', { name: RU.email });
    await waitFor(() => expect(errorOf(email)).toBe('На этот адрес не доставляется почта'));
    expect(errorOf(screen.getByRole('textbox', { name: RU.company }))).toBe('Слишком длинное название');
    expect(email).toHaveValue('Anna@Romashka.ru');
    expect(screen.getByRole('textbox', { name: RU.phone })).toHaveValue('8 (916) 123-45-67');
    expect(screen.getByRole('checkbox', { name: RU.consent })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('too many requests: the server message in an alert, and the form stays filled', async () => {
    const user = userEvent.setup();
    await openPage(() => apiError(429, 'RATE_LIMITED', 'Слишком много запросов. Попробуйте позже.'));
    await fillIn(user);
    await user.selectOptions(screen.getByRole('combobox', { name: RU.employees }), '1000+');
    await user.click(screen.getByRole('checkbox', { name: 'Корпоративный забег или эстафета' }));
    await user.click(screen.getByRole('checkbox', { name: RU.consent }));
    await user.click(screen.getByRole('button', { name: RU.submit }));

    const form = document.getElementById('lead-form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Слишком много запросов. Попробуйте позже.',
    );
    expect(screen.getByRole('textbox', { name: RU.company })).toHaveValue(' ООО «Ромашка» ');
    expect(screen.getByRole('checkbox', { name: 'Корпоративный забег или эстафета' })).toBeChecked();
    expect(screen.getByRole('button', { name: RU.submit })).toBeEnabled();
  });

  it('a failure without an answer says so in the alert', async () => {
    const user = userEvent.setup();
    await openPage(() => new Response('Bad gateway', { status: 502 }));
    await fillIn(user);
    await user.selectOptions(screen.getByRole('combobox', { name: RU.employees }), '1-50');
    await user.click(screen.getByRole('checkbox', { name: 'Корпоративный забег или эстафета' }));
    await user.click(screen.getByRole('checkbox', { name: RU.consent }));
    await user.click(screen.getByRole('button', { name: RU.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось отправить заявку. Попробуйте ещё раз.',
    );
  });
});
