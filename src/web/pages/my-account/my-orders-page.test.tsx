import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyOrder } from '../../../shared/schemas/account.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { orderIn, orderPayment, success } from '../register/register-fixtures.js';
import { ORDER } from './account-fixtures.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(notify).mockClear();
});

const LOAD = { timeout: 10_000 };
const order = (number: string, status: MyOrder['status'], overrides: Partial<MyOrder> = {}): MyOrder => ({
  ...ORDER,
  id: Number(number.slice(-2)),
  number,
  status,
  paidAt: status === 'paid' || status === 'partly-paid' ? ORDER.paidAt : null,
  expiresAt: status === 'awaiting-payment' ? '2026-03-01T09:20:00Z' : null,
  ...overrides,
});
/** An order's card in the list, by its number. */
const card = async (number: string) =>
  (await screen.findByRole('heading', { name: `Заказ № ${number}` }, LOAD)).closest('li')!;

describe('my orders: payment actions', { timeout: 20_000 }, () => {
  it('shows every order state in words', async () => {
    const statuses: MyOrder['status'][] = [
      'awaiting-payment',
      'partly-paid',
      'paid',
      'expired',
      'cancelled',
      'refunded',
    ];
    mockApi({
      'GET /api/account/orders': json({ items: statuses.map((status, i) => order(`SL-00001${i}`, status)) }),
    });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Orders' });
    const words = [
      'Ожидает оплаты',
      'Оплачен частично',
      'Оплачен',
      'Время оплаты истекло',
      'Отменён',
      'Возвращён',
    ];
    for (const [i, word] of words.entries()) {
      expect(within(await card(`SL-00001${i}`)).getByText(word)).toBeVisible();
    }
  });

  it('an order awaiting payment: pay by its time on the payment step, or cancel it after a confirmation', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    mockApi({
      'GET /api/account/orders': () =>
        json({ items: [order('SL-000008', cancelled ? 'cancelled' : 'awaiting-payment')] }),
      'POST /api/payments/orders/SL-000008/cancel': () => {
        cancelled = true;
        return json(orderPayment(success(orderIn('cancelled'))));
      },
    });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Orders' });
    const awaiting = within(await card('SL-000008'));
    expect(awaiting.getByText('Оплатите до 12:20')).toBeVisible();
    expect(awaiting.getByRole('link', { name: 'Оплатить' })).toHaveAttribute(
      'href',
      '/white-nights/r42195/register/payment?order=SL-000008',
    );
    expect(awaiting.queryByRole('link', { name: 'Скачать квитанцию (PDF)' })).toBeNull();

    await user.click(awaiting.getByRole('button', { name: 'Отменить заказ' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ SL-000008?' });
    expect(within(dialog).getByText(/Места вернутся в продажу/)).toBeVisible();
    // changing one's mind cancels nothing
    await user.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.posts('/api/payments/orders/SL-000008/cancel')).toHaveLength(0);

    await user.click(awaiting.getByRole('button', { name: 'Отменить заказ' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Да, отменить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.posts('/api/payments/orders/SL-000008/cancel')).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Заказ SL-000008 отменён' });
    // the list is read again: the order is cancelled, with nothing left to do
    const after = within(await card('SL-000008'));
    expect(await after.findByText('Отменён')).toBeVisible();
    expect(after.queryByRole('link', { name: 'Оплатить' })).toBeNull();
    expect(after.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
    expect(calls.gets('/api/account/orders')).toHaveLength(2);
  });

  it('an expired order can be paid again; a paid one has its receipt', async () => {
    mockApi({
      'GET /api/account/orders': json({
        items: [order('SL-000009', 'expired'), order('SL-000007', 'paid'), order('SL-000006', 'partly-paid')],
      }),
    });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Orders' });
    const expired = within(await card('SL-000009'));
    expect(expired.getByRole('link', { name: 'Оплатить снова' })).toHaveAttribute(
      'href',
      '/white-nights/r42195/register/payment?order=SL-000009',
    );
    expect(expired.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();

    const paid = within(await card('SL-000007'));
    const receipt = paid.getByRole('link', { name: 'Скачать квитанцию (PDF)' });
    expect(receipt).toHaveAttribute('href', '/api/payments/orders/SL-000007/receipt.pdf');
    expect(receipt).toHaveAttribute('download');
    expect(paid.queryByRole('link', { name: /^Оплатить/ })).toBeNull();

    const partly = within(await card('SL-000006'));
    expect(partly.getByRole('link', { name: 'Скачать квитанцию (PDF)' })).toBeVisible();
    expect(partly.getByRole('link', { name: 'Оплатить следующий платёж' })).toHaveAttribute(
      'href',
      '/white-nights/r42195/register/payment?order=SL-000006',
    );
  });

  it('a refunded order has its receipt; orders paid by bank details have their invoice, in English too', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /api/account/orders': json({
        items: [
          order('SL-000005', 'refunded'),
          order('SL-000004', 'awaiting-payment'),
          order('SL-000003', 'paid'),
          order('SL-000002', 'cancelled'),
        ],
      }),
      'GET /api/payments/invoices': json({ numbers: ['SL-000004', 'SL-000003', 'SL-000002'] }),
    });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Orders' });
    const byNumber = async (number: string) =>
      within((await screen.findByRole('heading', { name: `Order № ${number}` }, LOAD)).closest('li')!);

    const refunded = await byNumber('SL-000005');
    expect(refunded.getByRole('link', { name: 'Download the receipt (PDF)' })).toHaveAttribute(
      'href',
      '/api/payments/orders/SL-000005/receipt.pdf',
    );
    expect(refunded.queryByRole('link', { name: 'Download the invoice (PDF)' })).toBeNull();

    // the invoice of an order awaiting its transfer, next to paying it another way
    const awaiting = await byNumber('SL-000004');
    await waitFor(() =>
      expect(awaiting.getByRole('link', { name: 'Download the invoice (PDF)' })).toHaveAttribute(
        'href',
        '/api/payments/orders/SL-000004/invoice.pdf',
      ),
    );
    expect(awaiting.getByRole('link', { name: 'Download the invoice (PDF)' })).toHaveAttribute('download');
    expect(awaiting.queryByRole('link', { name: 'Download the receipt (PDF)' })).toBeNull();

    const paid = await byNumber('SL-000003');
    expect(paid.getByRole('link', { name: 'Download the receipt (PDF)' })).toBeVisible();
    expect(paid.getByRole('link', { name: 'Download the invoice (PDF)' })).toBeVisible();

    // a cancelled order's invoice must not be paid: no link
    const cancelled = await byNumber('SL-000002');
    expect(cancelled.queryByRole('link')).toBeNull();
    expect(calls.gets('/api/payments/invoices')).toHaveLength(1);
  });
});
