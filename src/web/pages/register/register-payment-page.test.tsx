import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { assignLocation } from '../../lib/browser-location.js';
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

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.mocked(assignLocation).mockClear();
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
