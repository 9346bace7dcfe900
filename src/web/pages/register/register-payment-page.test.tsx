import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { assignLocation } from '../../lib/browser-location.js';
import { notify } from '../../lib/notify.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN, tenantInfo } from '../../test-utils/render-tenant-app.js';
import {
  ALL_METHODS,
  awaitingPayment,
  offeredInstallments,
  orderInState,
  PAYMENT_STEP_PATH,
  PAYMENT_URL,
  paymentOf,
} from './payment-fixtures.js';
import type { OrderPayment } from '../../../shared/schemas/payments.js';

vi.mock('../../lib/browser-location.js', () => ({ assignLocation: vi.fn() }));
vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.mocked(assignLocation).mockClear();
  vi.mocked(notify).mockClear();
});

const LOAD = { timeout: 10_000 };
/** A text with the no-break spaces money and times are formatted with made plain. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const open = (payment: OrderPayment, code: 'default' | 'fontanka' = 'default') => {
  mockApi({ [`GET ${PAYMENT_URL}`]: json(payment) });
  return renderTenantApp({
    code,
    info: code === 'default' ? tenantInfo() : tenantInfo({ organizedId: code, code }),
    user: SIGNED_IN,
    path: PAYMENT_STEP_PATH,
  });
};
const stepHeading = (name: string | RegExp, timeout = 10_000) =>
  screen.findByRole('heading', { level: 2, name }, { timeout });
const payButton = () => screen.getByRole('button', { name: /^Pay / });

describe('payment step', { timeout: 20_000 }, () => {
  it('lists the methods as a radio group of named cards with their badges, and counts the window down', async () => {
    await i18n.changeLanguage('ru');
    open(awaitingPayment(19 * 60_000 + 42_000, { methods: ALL_METHODS }));
    expect(await stepHeading('Оплата заказа SL-000042')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Белые ночи' })).toBeVisible();
    // (a second may pass before the assertion on a busy machine)
    expect(screen.getByRole('timer')).toHaveTextContent(/^Осталось на оплату: 19:4[12]$/);
    const group = screen.getByRole('radiogroup', { name: 'Способ оплаты' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(11);
    expect(within(group).getByRole('radio', { name: 'Банковская карта' })).toBeChecked();
    for (const name of [
      'QR-код',
      'Банковский перевод',
      'По реквизитам',
      'Система быстрых платежей (СБП)',
      'Оплата частями',
      'PayPal',
      'ЕРИП',
      'Экспресс Платежи',
      'Карты Узбекистана',
      'Альфа СБП',
    ]) {
      expect(within(group).getByRole('radio', { name })).not.toBeChecked();
    }
    expect(within(group).getByRole('radio', { name: 'По реквизитам' })).toHaveAccessibleDescription(
      'Счёт на оплату для юридического лица',
    );
    // the card systems of the card method, and the Uzbek ones
    for (const brand of ['Мир', 'VISA', 'Mastercard', 'Maestro', 'UnionPay', 'Uzcard', 'Humo']) {
      expect(within(group).getByRole('img', { name: brand })).toBeInTheDocument();
    }
    expect(plain(screen.getByRole('button', { name: /^Оплатить / }).textContent)).toBe('Оплатить 3 000 ₽');
  });

  it('offers installments: the schedule, the 100 ₽ discount, the total with it and the first part to pay', async () => {
    const user = userEvent.setup();
    open(
      awaitingPayment(15 * 60_000, {
        methods: ['card', 'installments'],
        installments: offeredInstallments(),
      }),
    );
    await stepHeading('Payment for order SL-000042');
    expect(screen.queryByRole('table', { name: 'Payment schedule' })).toBeNull();
    const installments = screen.getByRole('radio', { name: 'Installments' });
    expect(installments).toHaveAccessibleDescription(/\. RUB.100 off$/);
    await user.click(installments);

    const schedule = screen.getByRole('table', { name: 'Payment schedule' });
    const rows = within(schedule)
      .getAllByRole('row')
      .slice(1)
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'No. 1nowRUB 725to pay',
      'No. 215 March 2030RUB 725to pay',
      'No. 329 March 2030RUB 725to pay',
      'No. 412 April 2030RUB 725to pay',
    ]);
    const sums = plain(screen.getByRole('region', { name: 'To pay now' }).textContent);
    expect(sums).toMatch(/Order totalRUB 3,000/);
    expect(sums).toMatch(/Installments discount−RUB 100/);
    expect(sums).toMatch(/Total with the discountRUB 2,900/);
    expect(sums).toMatch(/To pay nowRUB 725$/);
    expect(plain(payButton().textContent)).toBe('Pay RUB 725');
  });

  it('pays once however often Pay is pressed, by the method chosen, and goes to the provider', async () => {
    const user = userEvent.setup();
    open(awaitingPayment());
    mockApi({
      [`POST ${PAYMENT_URL}/pay`]: json(
        { paymentId: 'p1', confirmationUrl: 'https://pay.startline.test/payments/sandbox/s1' },
        201,
      ),
    });
    await stepHeading('Payment for order SL-000042');
    await user.click(screen.getByRole('radio', { name: 'QR code' }));
    await user.dblClick(payButton());

    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('https://pay.startline.test/payments/sandbox/s1'),
    );
    expect(calls.posts(`${PAYMENT_URL}/pay`)).toHaveLength(1);
    expect(calls.posts(`${PAYMENT_URL}/pay`)[0]?.body).toEqual({ method: 'qr' });
    expect(screen.getByRole('button', { name: 'Going to payment…' })).toBeDisabled();
    expect(assignLocation).toHaveBeenCalledTimes(1);
  });

  it('says why a payment could not start, and Pay works again', async () => {
    const user = userEvent.setup();
    open(awaitingPayment());
    mockApi({
      [`POST ${PAYMENT_URL}/pay`]: apiError(
        502,
        'PAYMENT_FAILED',
        'Try again or change your payment method.',
      ),
    });
    await stepHeading('Payment for order SL-000042');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again or change your payment method.');
    expect(payButton()).toBeEnabled();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('when the countdown reaches 0: time expired, and a repeat payment holds the places again', async () => {
    const user = userEvent.setup();
    open(awaitingPayment(1200), 'fontanka');
    mockApi({ [`POST ${PAYMENT_URL}/repeat`]: () => json(awaitingPayment(20 * 60_000)) });
    await stepHeading('Payment for order SL-000042');
    expect(await stepHeading('Time for payment has expired', 5000)).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.getByText(/we hold them for you again for 20 minutes/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Repeat payment' }));
    expect(await stepHeading('Payment for order SL-000042')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/Time left to pay: (20:00|19:59)/);
    expect(payButton()).toBeEnabled();
    expect(calls.posts(`${PAYMENT_URL}/repeat`)).toHaveLength(1);
  });

  it('an expired order whose places are gone: the repeat payment says the limit is reached', async () => {
    await i18n.changeLanguage('ru');
    const user = userEvent.setup();
    const limit = 'Регистрация на событие невозможна, так как достигнут лимит участников';
    open(orderInState('expired'));
    mockApi({ [`POST ${PAYMENT_URL}/repeat`]: apiError(409, 'LIMIT_REACHED', limit) });
    expect(await stepHeading('Время на оплату истекло')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Повторить оплату' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByRole('heading', { level: 2, name: 'Время на оплату истекло' })).toBeVisible();
  });

  it('when the server says the time has expired, offers the repeat payment', async () => {
    const user = userEvent.setup();
    let refused = false;
    open(awaitingPayment());
    mockApi({
      [`POST ${PAYMENT_URL}/pay`]: () => {
        refused = true;
        return apiError(409, 'PAYMENT_TIME_EXPIRED', 'Time for payment has expired');
      },
      // read again after that, the order is expired
      [`GET ${PAYMENT_URL}`]: () => (refused ? json(orderInState('expired')) : undefined),
    });
    await stepHeading('Payment for order SL-000042');
    await user.click(payButton());
    expect(await stepHeading('Time for payment has expired')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Repeat payment' })).toBeEnabled();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('an order paid already: says so, with the order and my orders', async () => {
    open(orderInState('paid', { payments: [] }));
    expect(await stepHeading('The order is paid')).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('link', { name: 'Order details' })).toHaveAttribute(
      'href',
      '/white-nights/10k/register/success?order=SL-000042',
    );
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute(
      'href',
      '/MyAccount/Orders',
    );
  });

  it('a payment still being processed: says so, with the way to its status', async () => {
    const order = awaitingPayment();
    open({ ...order, payments: [paymentOf(order, 'pending')] });
    expect(
      await screen.findByText('An earlier payment of this order is still being processed.', undefined, LOAD),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check its status' })).toHaveAttribute(
      'href',
      '/white-nights/10k/register/success?order=SL-000042',
    );
  });
});

const PAYER = {
  name: 'АО «Ромашка»',
  inn: '7736207543',
  kpp: '773601001',
  address: '119021, Москва, ул. Льва Толстого, д. 16',
};

/** The order after its invoice was made out: a pending payment by bank details, and the invoice. */
function invoiced(order: OrderPayment): OrderPayment {
  return {
    ...order,
    payments: [paymentOf(order, 'pending', 'bank-details')],
    invoice: {
      payer: PAYER,
      issuedAt: order.now,
      paymentUrl: 'https://pay.startline.test/payments/sandbox/s9',
    },
  };
}

describe('payment step: bank details', { timeout: 20_000 }, () => {
  const field = (name: string) => screen.getByRole('textbox', { name });

  it('asks for the payer, checks the INN and KPP in Russian, makes out the invoice and offers it to download', async () => {
    await i18n.changeLanguage('ru');
    const user = userEvent.setup();
    const order = awaitingPayment(15 * 60_000, { methods: ['card', 'bank-details'] });
    let issued = false;
    open(order);
    mockApi({
      [`POST ${PAYMENT_URL}/pay`]: () => {
        issued = true;
        return json(
          { paymentId: 'p9', confirmationUrl: 'https://pay.startline.test/payments/sandbox/s9' },
          201,
        );
      },
      [`GET ${PAYMENT_URL}`]: () => (issued ? json(invoiced(order)) : undefined),
    });
    await stepHeading('Оплата заказа SL-000042');
    expect(screen.queryByRole('group', { name: 'Плательщик по счёту' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'По реквизитам' }));
    // the payer's form loads when bank details are chosen
    expect(await screen.findByRole('group', { name: 'Плательщик по счёту' })).toBeVisible();

    const issue = screen.getByRole('button', { name: /^Выставить счёт на / });
    expect(plain(issue.textContent)).toBe('Выставить счёт на 3 000 ₽');
    await user.click(issue);
    expect(await screen.findAllByText('Это поле обязательно.')).toHaveLength(3);
    expect(field('Название организации или ИП')).toHaveFocus();

    await user.type(field('Название организации или ИП'), PAYER.name);
    await user.type(field('ИНН'), '7736207544');
    await user.type(field('КПП (для организации)'), '7736');
    await user.type(field('Юридический адрес'), PAYER.address);
    await user.click(issue);
    expect(await screen.findByText('Такого ИНН не бывает: проверьте цифры')).toBeVisible();
    expect(field('ИНН')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('КПП состоит из 9 знаков: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры'),
    ).toBeVisible();
    expect(calls.posts(`${PAYMENT_URL}/pay`)).toHaveLength(0);

    await user.clear(field('ИНН'));
    await user.type(field('ИНН'), PAYER.inn);
    await user.clear(field('КПП (для организации)'));
    await user.type(field('КПП (для организации)'), PAYER.kpp);
    await user.click(issue);

    const panel = await screen.findByRole('region', { name: 'Счёт № SL-000042 выставлен' }, LOAD);
    expect(calls.posts(`${PAYMENT_URL}/pay`).map((call) => call.body)).toEqual([
      { method: 'bank-details', payer: PAYER },
    ]);
    // the invoice is paid from the payer's bank: the step stays, it does not go to the provider
    expect(assignLocation).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Счёт № SL-000042 выставлен' });
    expect(plain(within(panel).getByText(/^Счёт на /).textContent)).toMatch(
      /^Счёт на 3 000 ₽ выставлен на АО «Ромашка»\. Оплатите его до \d\d:\d\d/,
    );
    const download = within(panel).getByRole('link', { name: 'Скачать счёт (PDF)' });
    expect(download).toHaveAttribute('href', '/api/payments/orders/SL-000042/invoice.pdf');
    expect(download).toHaveAttribute('download');
    expect(within(panel).getByRole('link', { name: 'Страница платежа' })).toHaveAttribute(
      'href',
      'https://pay.startline.test/payments/sandbox/s9',
    );
    expect(screen.getByRole('button', { name: 'Выставить счёт заново' })).toBeEnabled();
  });

  it("puts the server's refusal of the details under their fields, in English", async () => {
    const user = userEvent.setup();
    open(awaitingPayment(15 * 60_000, { methods: ['bank-details'] }));
    mockApi({
      [`POST ${PAYMENT_URL}/pay`]: apiError(400, 'VALIDATION_FAILED', 'Please check the data you entered.', {
        'payer.kpp': 'A sole trader has no KPP: leave the field empty',
      }),
    });
    await stepHeading('Payment for order SL-000042');
    // the only method is chosen already
    expect(screen.getByRole('radio', { name: 'Bank details' })).toBeChecked();
    await user.type(await screen.findByLabelText('Company or sole trader name'), 'ИП Петров Сергей Иванович');
    await user.type(field('INN (taxpayer ID)'), '7736207543');
    await user.type(field('KPP (companies only)'), PAYER.kpp);
    await user.type(field('Legal address'), PAYER.address);
    await user.click(screen.getByRole('button', { name: /^Get the invoice for / }));
    expect(await screen.findByText('A sole trader has no KPP: leave the field empty')).toBeVisible();
    expect(field('KPP (companies only)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('KPP (companies only)')).toHaveValue(PAYER.kpp);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an invoice made out already: the step opens on it, the details filled in, with no "still processed" note', async () => {
    open(invoiced(awaitingPayment(15 * 60_000, { methods: ['card', 'bank-details'] })));
    await stepHeading('Payment for order SL-000042');
    expect(screen.getByRole('radio', { name: 'Bank details' })).toBeChecked();
    expect(field('Company or sole trader name')).toHaveValue(PAYER.name);
    expect(field('INN (taxpayer ID)')).toHaveValue(PAYER.inn);
    const panel = screen.getByRole('region', { name: 'Invoice No. SL-000042 is made out' });
    expect(within(panel).getByRole('link', { name: 'Download the invoice (PDF)' })).toBeVisible();
    expect(screen.queryByText('An earlier payment of this order is still being processed.')).toBeNull();
  });
});
