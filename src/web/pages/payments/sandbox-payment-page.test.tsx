import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxPayment } from '../../../shared/schemas/payments.js';
import type { TenantCode } from '../../../shared/tenant.js';
import { i18n } from '../../i18n/i18n.js';
import { assignLocation } from '../../lib/browser-location.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, tenantInfo } from '../../test-utils/render-tenant-app.js';

vi.mock('../../lib/browser-location.js', () => ({ assignLocation: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.mocked(assignLocation).mockClear();
});

const ID = '3f0c8a52-8a0e-4f57-9d4c-7a1b2c3d4e5f';
const API = `/api/payments/sandbox/${ID}`;
const RETURN_URL = 'https://startline.test/white-nights/10k/register/success?order=SL-000042';
const QR_PAYLOAD =
  'https://qr.nspk.ru/SANDBOX3F0C8A528A0E4F579D4C7A1B?type=02&sum=300000&cur=RUB&crc=3000.00';

function sandboxPayment(overrides: Partial<SandboxPayment> = {}): SandboxPayment {
  return {
    id: ID,
    method: 'qr',
    amount: { amount: 300_000, currency: 'RUB' },
    description: 'Белые ночи — SL-000042',
    status: 'pending',
    qrPayload: QR_PAYLOAD,
    returnUrl: RETURN_URL,
    ...overrides,
  };
}

/** The sandbox's page on a tenant, for anyone (no sign-in). */
function open(payment: SandboxPayment, code: TenantCode = 'default') {
  mockApi({
    [`GET ${API}`]: json(payment),
    [`POST ${API}`]: json({ returnUrl: RETURN_URL }),
  });
  return renderTenantApp({
    code,
    info: code === 'default' ? tenantInfo() : tenantInfo({ organizedId: code, code }),
    path: `/payments/sandbox/${ID}`,
  });
}

const LOAD = { timeout: 10_000 };

describe('sandbox payment page', { timeout: 20_000 }, () => {
  it('a QR payment: the test banner, what is paid, a scannable QR code and its link; Pay sends the payer back', async () => {
    const user = userEvent.setup();
    open(sandboxPayment());
    expect(await screen.findByRole('heading', { level: 1, name: 'Test payment' }, LOAD)).toBeVisible();
    expect(screen.getByText(/no real money is charged/)).toBeVisible();
    expect(await screen.findByText('Белые ночи — SL-000042', undefined, LOAD)).toBeVisible();
    expect(screen.getByText('QR code', { selector: 'dd span' })).toBeVisible();
    const qr = screen.getByRole('img', { name: /^QR code to pay RUB.3,000$/ });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull(), LOAD);
    expect(qr.querySelector('svg path')).not.toBeNull();
    expect(screen.getByRole('link', { name: QR_PAYLOAD })).toHaveAttribute('href', QR_PAYLOAD);

    await user.dblClick(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(RETURN_URL));
    expect(calls.posts(API).map((call) => call.body)).toEqual([{ outcome: 'success' }]);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
  });

  it('a card payment has no QR code; Decline and Abandon send their outcome (Russian)', async () => {
    await i18n.changeLanguage('ru');
    const user = userEvent.setup();
    open(sandboxPayment({ method: 'card', qrPayload: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Тестовая оплата' }, LOAD)).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Мир' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплатить' })).toBeEnabled();
    expect(screen.queryByRole('img', { name: /^QR-код для оплаты/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Отказаться от оплаты' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(RETURN_URL));
    expect(calls.posts(API)[0]?.body).toEqual({ outcome: 'abandon' });
  });

  it('Decline posts its outcome', async () => {
    const user = userEvent.setup();
    open(sandboxPayment({ method: 'fps' }));
    await user.click(await screen.findByRole('button', { name: 'Decline' }, LOAD));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(RETURN_URL));
    expect(calls.posts(API)[0]?.body).toEqual({ outcome: 'decline' });
  });

  it('a payment no longer pending shows its status and the way back', async () => {
    open(sandboxPayment({ status: 'declined' }));
    expect(await screen.findByText('The payment was declined', undefined, LOAD)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code to pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', RETURN_URL);
  });

  it.each<TenantCode>(['pionercup', 'fontanka'])('is served on %s too, in its order layout', async (code) => {
    open(sandboxPayment({ status: 'succeeded' }), code);
    expect(await screen.findByText('The payment succeeded', undefined, LOAD)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.dataset['layout']).toBe('order'));
  });

  it('an unknown payment says so', async () => {
    mockApi({ [`GET ${API}`]: apiError(404, 'NOT_FOUND', 'Not found') });
    renderTenantApp({ path: `/payments/sandbox/${ID}` });
    expect(await screen.findByText('This payment was not found.', undefined, LOAD)).toBeVisible();
  });
});
