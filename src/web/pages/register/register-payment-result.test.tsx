import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderPayment } from '../../../shared/schemas/payments.js';
import { i18n } from '../../i18n/i18n.js';
import { assignLocation } from '../../lib/browser-location.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import {
  awaitingPayment,
  offeredInstallments,
  orderInState,
  PAYMENT_URL,
  paymentOf,
  RESULT_PATH,
} from './payment-fixtures.js';
import { orderIn, registrationServer, success } from './register-fixtures.js';

vi.mock('../../lib/browser-location.js', () => ({ assignLocation: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.mocked(assignLocation).mockClear();
});

const LOAD = { timeout: 10_000 };
const title = (name: string | RegExp, timeout = 10_000) =>
  screen.findByRole('heading', { level: 1, name }, { timeout });
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** The result page of SL-000042, its summary awaiting payment unless told, its payment `payment`. */
function open(payment: OrderPayment, summary = success(orderIn('awaiting-payment'))) {
  registrationServer({ summary, payment });
  return renderTenantApp({ user: SIGNED_IN, path: RESULT_PATH });
}

describe('payment result pages', { timeout: 30_000 }, () => {
  it('checking: asks again every 2 s until the payment is final, then shows the success', async () => {
    const order = awaitingPayment();
    const checking = { ...order, payments: [paymentOf(order, 'pending')] };
    const paid = orderInState('paid', { payments: [paymentOf(order, 'succeeded')] });
    let reads = 0;
    open(checking);
    mockApi({
      [`GET ${PAYMENT_URL}`]: () => json(++reads >= 2 ? paid : checking),
      'GET /api/registration/orders/:number': () =>
        json(reads >= 2 ? success() : success(orderIn('awaiting-payment'))),
    });
    expect(await title('Checking the payment')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('The page updates by itself.');

    expect(await title('You are registered', 5000)).toBeVisible();
    expect(reads).toBe(2);
    // the registrations are read again: registered now, with their start numbers
    expect(await screen.findByText('Bib 1024')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute(
      'href',
      '/MyAccount/Orders',
    );
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute(
      'href',
      '/event/white-nights',
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.gets(PAYMENT_URL)).toHaveLength(2);
  });

  it('declined: try again with the same method, or change the method', async () => {
    const user = userEvent.setup();
    const order = awaitingPayment();
    open({ ...order, payments: [paymentOf(order, 'declined', 'qr')] });
    mockApi({
      [`POST ${PAYMENT_URL}/pay`]: json({ paymentId: 'p2', confirmationUrl: 'https://pay.test/p2' }, 201),
    });
    expect(await title('The payment did not go through')).toBeVisible();
    expect(screen.getByText('Try again or change your payment method.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change the payment method' })).toHaveAttribute(
      'href',
      '/white-nights/10k/register/payment?order=SL-000042',
    );
    await user.dblClick(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://pay.test/p2'));
    expect(calls.posts(`${PAYMENT_URL}/pay`).map((call) => call.body)).toEqual([{ method: 'qr' }]);
  });

  it('declined, in Russian', async () => {
    await i18n.changeLanguage('ru');
    const order = awaitingPayment();
    open({ ...order, payments: [paymentOf(order, 'declined')] });
    expect(await title('Оплата не прошла')).toBeVisible();
    expect(screen.getByText('Попробуйте ещё раз или выберите другой способ оплаты.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Сменить способ оплаты' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Перейти к моим заказам' })).toBeVisible();
  });

  it('time expired: the repeat payment holds the places again and leads to the payment step', async () => {
    const user = userEvent.setup();
    const { router } = open(orderInState('expired'), success(orderIn('expired')));
    mockApi({ [`POST ${PAYMENT_URL}/repeat`]: () => json(awaitingPayment(20 * 60_000)) });
    expect(await title('Time for payment has expired')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Repeat payment' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Payment for order SL-000042' }, LOAD),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/white-nights/10k/register/payment');
    expect(screen.getByRole('timer')).toHaveTextContent(/Time left to pay: (20:00|19:59)/);
    expect(calls.posts(`${PAYMENT_URL}/repeat`)).toHaveLength(1);
  });

  it('a window that ended before the server marked it: time expired too', async () => {
    open(awaitingPayment(-1000));
    expect(await title('Time for payment has expired')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Repeat payment' })).toBeEnabled();
  });

  it('a payment pending for more than an hour: stops asking and gives support’s e-mail and hours', async () => {
    const order = awaitingPayment();
    open({ ...order, payments: [paymentOf(order, 'pending', 'card', 61)] });
    expect(await title('The payment is not confirmed yet')).toBeVisible();
    expect(screen.getByText(/has not changed for more than an hour/)).toHaveTextContent('SL-000042');
    const support = within(screen.getByText('Support e-mail').closest('dl')!);
    const mail = support.getByRole('link', { name: 'help@startline.test' });
    expect(mail.getAttribute('href')).toBe(
      `mailto:help@startline.test?subject=${encodeURIComponent('Payment for order SL-000042')}`,
    );
    expect(support.getByText('Monday to Friday, 10:00–19:00 Moscow time')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.gets(PAYMENT_URL)).toHaveLength(1);
  });

  it('partly paid: registered, with what is paid of the installments and the next payment', async () => {
    const plan = offeredInstallments();
    plan.schedule[0]!.paid = true;
    const order = orderInState('partly-paid', { installments: plan });
    open(
      {
        ...order,
        order: { ...order.order, due: { amount: 217_500, currency: 'RUB' } },
        payments: [{ ...paymentOf(order, 'succeeded', 'installments'), part: 1 }],
      },
      success(),
    );
    expect(await title('You are registered')).toBeVisible();
    const installments = screen.getByRole('region', { name: 'Installments' });
    expect(plain(installments.textContent)).toMatch(/Paid RUB 725 of RUB 2,900/);
    const rows = within(installments).getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      'No. 11 March 2030RUB 725paid',
      'No. 215 March 2030RUB 725to pay',
      'No. 329 March 2030RUB 725to pay',
      'No. 412 April 2030RUB 725to pay',
    ]);
    expect(plain(installments.textContent)).toMatch(/Next payment: RUB 725 by 15 March 2030/);
    expect(within(installments).getByRole('link', { name: 'Pay the next payment' })).toHaveAttribute(
      'href',
      '/white-nights/10k/register/payment?order=SL-000042',
    );
  });

  it('a refunded order says so, with what is returned, and its receipt', async () => {
    open(orderInState('refunded'), success());
    expect(await title('The order is refunded')).toBeVisible();
    expect(plain(screen.getByText(/returned/).textContent)).toMatch(/^RUB 3,000 returned\./);
    expect(screen.queryByRole('link', { name: 'Invite friends' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download the receipt (PDF)' })).toHaveAttribute(
      'href',
      '/api/payments/orders/SL-000042/receipt.pdf',
    );
  });

  it('paid: the receipt to download; an order paid by bank details has its invoice too', async () => {
    await i18n.changeLanguage('ru');
    const order = orderInState('paid');
    open(
      {
        ...order,
        payments: [paymentOf(order, 'succeeded', 'bank-details')],
        invoice: {
          payer: { name: 'АО «Ромашка»', inn: '7736207543', kpp: '773601001', address: 'Москва' },
          issuedAt: order.now,
          paymentUrl: null,
        },
      },
      success(),
    );
    expect(await title('Вы зарегистрированы')).toBeVisible();
    const receipt = screen.getByRole('link', { name: 'Скачать квитанцию (PDF)' });
    expect(receipt).toHaveAttribute('href', '/api/payments/orders/SL-000042/receipt.pdf');
    expect(receipt).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Скачать счёт (PDF)' })).toHaveAttribute(
      'href',
      '/api/payments/orders/SL-000042/invoice.pdf',
    );
  });

  it('an invoice awaiting its transfer: says so with the invoice to download, without asking every 2 s', async () => {
    const order = awaitingPayment();
    open({
      ...order,
      payments: [paymentOf(order, 'pending', 'bank-details', 90)],
      invoice: {
        payer: { name: 'АО «Ромашка»', inn: '7736207543', kpp: '773601001', address: 'Москва' },
        issuedAt: order.now,
        paymentUrl: null,
      },
    });
    expect(await title(/^The invoice is made out; awaiting payment by \d\d:\d\d$/)).toBeVisible();
    expect(screen.getByText(/The order awaits payment of its invoice/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download the invoice (PDF)' })).toHaveAttribute(
      'href',
      '/api/payments/orders/SL-000042/invoice.pdf',
    );
    // not "checking", nor "stuck" after an hour: a transfer takes its time
    expect(screen.queryByText('The payment is not confirmed yet')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download the receipt (PDF)' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.gets(PAYMENT_URL)).toHaveLength(1);
  });
});
