import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  OrderRequest,
  RegistrationContext,
  RegistrationDraft,
} from '../../../shared/schemas/registration.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { draft, OLGA, raceContext, REGISTER_PATH, registrationServer } from './register-fixtures.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.mocked(notify).mockClear();
});

const rub = (amount: number) => ({ amount, currency: 'RUB' });
const open = () => renderTenantApp({ user: SIGNED_IN, path: REGISTER_PATH });
const step = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 });
const button = (name: string) => screen.getByRole('button', { name });
const orderCalls = () => calls.to(/\/order$/);
/** A text with the no-break spaces money is formatted with made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const linesOf = () =>
  within(screen.getByRole('region', { name: 'What the order holds' }))
    .getAllByRole('listitem')
    .map((line) => plain(line.textContent));
const sums = () => plain(screen.getByRole('region', { name: 'What the order holds' }).textContent);

/** Me and Ольга, entries complete, on the step given. */
const twoOf = (step: RegistrationDraft['step'], overrides: Partial<RegistrationDraft> = {}) =>
  draft({
    step,
    participants: [
      draft().participants[0]!,
      {
        key: 'relative-4',
        kind: 'relative',
        relativeId: OLGA.id,
        saveToProfile: false,
        form: { lastName: 'Петрова', firstName: 'Ольга', birthDate: '1985-04-03', gender: 'female' },
      },
    ],
    ...overrides,
  });

/** A race selling accident insurance, a sized T-shirt (XL gone) and a transfer per order; 5 % commission. */
function withOptions(kept: RegistrationDraft): RegistrationContext {
  const context = raceContext({
    steps: ['participants', 'my-form', 'relative-form', 'friend-form', 'options', 'order'],
    options: {
      insurances: [
        {
          id: 7,
          type: 'accident',
          sport: 'Running',
          policyType: 'Accident insurance',
          startsOn: '2030-06-21',
          compensation: rub(10_000_000),
          premium: rub(35_000),
        },
      ],
      items: [
        {
          id: 11,
          kind: 'good',
          name: 'T-shirt',
          description: 'Technical fabric',
          price: rub(120_000),
          per: 'participant',
          imageUrl: null,
          stockLeft: null,
          variants: [
            { id: 21, label: 'M', stockLeft: 3 },
            { id: 22, label: 'XL', stockLeft: 0 },
          ],
        },
        {
          id: 12,
          kind: 'service',
          name: 'Transfer',
          description: '',
          price: rub(50_000),
          per: 'order',
          imageUrl: null,
          stockLeft: 40,
          variants: [],
        },
      ],
    },
    draft: kept,
  });
  context.race.commissionBasisPoints = 500;
  return context;
}

async function agreeToAll(user: ReturnType<typeof userEvent.setup>) {
  const agreements = await screen.findByRole('group', { name: 'Agreements' });
  for (const box of within(agreements).getAllByRole('checkbox')) await user.click(box);
}

describe('the options step and my order', () => {
  it('chooses insurance, a T-shirt size and a transfer; my order prices them, commission without insurance', async () => {
    const user = userEvent.setup();
    registrationServer({ context: withOptions(twoOf('options')) });
    open();
    await step('Options');
    const insurance = await screen.findByRole('group', { name: 'Accident insurance' }, { timeout: 10_000 });
    expect(plain(insurance.textContent)).toContain('RUB 350 per participant');
    await user.click(within(insurance).getByRole('checkbox', { name: 'Анна Петрова' }));
    const shirt = screen.getByRole('group', { name: 'T-shirt' });
    expect(within(shirt).getByText('M: 3 left · XL: out of stock')).toBeVisible();
    await user.click(within(shirt).getByRole('checkbox', { name: 'Ольга Петрова' }));
    const size = within(shirt).getByRole('combobox', { name: 'Size: Ольга Петрова' });
    expect(size).toHaveValue('21');
    expect(within(size).getByRole('option', { name: 'XL — out of stock' })).toBeDisabled();
    await user.selectOptions(
      within(screen.getByRole('group', { name: 'Transfer' })).getByRole('combobox'),
      '2',
    );
    await user.click(button('Continue'));

    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    expect(linesOf()).toEqual([
      expect.stringContaining('Анна Петрова'),
      expect.stringContaining('Ольга Петрова'),
      expect.stringMatching(/Accident insurance.*Анна Петрова.*RUB 350$/),
      expect.stringMatching(/T-shirt, M.*Ольга Петрова.*RUB 1,200$/),
      expect.stringMatching(/Transfer.*× 2.*RUB 1,000$/),
    ]);
    // 3,000 + 350 + 1,200 + 1,000 = 5,550; commission 5 % of 5,200 = 260
    expect(sums()).toMatch(/Full costRUB 5,550/);
    expect(sums()).toMatch(/Service fee \(5 %\)RUB 260/);
    expect(sums()).toMatch(/TotalRUB 5,810/);

    await agreeToAll(user);
    await user.click(button('Go to payment'));
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect((orderCalls()[0]!.body as OrderRequest).options).toEqual({
      insurance: [{ participantKey: 'self', insuranceId: 7 }],
      items: [
        { itemId: 11, participantKey: 'relative-4', quantity: 1, variantId: 21 },
        { itemId: 12, quantity: 2 },
      ],
    });
  });

  it('asks every agreement before sending, each message under its box', async () => {
    const user = userEvent.setup();
    registrationServer({ context: raceContext({ draft: twoOf('order') }) });
    open();
    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    await user.click(screen.getByRole('checkbox', { name: /receive the receipt/ }));
    await user.click(button('Go to payment'));
    const rules = screen.getByRole('checkbox', { name: /competition rules/ });
    expect(rules).toHaveAccessibleDescription('Accept this to continue');
    expect(rules).toBeInvalid();
    expect(screen.getByRole('checkbox', { name: /receive the receipt/ })).toBeValid();
    expect(screen.getByRole('checkbox', { name: /terms of sale/ })).toHaveFocus();
    expect(orderCalls()).toHaveLength(0);
  });

  it('applies a promo code, says when one is empty, invalid or could not be checked, and removes it', async () => {
    const user = userEvent.setup();
    registrationServer({ context: raceContext({ draft: twoOf('order') }) });
    let down = false;
    mockApi({
      'POST /api/registration/white-nights/10k/promo': ({ body }) => {
        if (down) return new Response(null, { status: 502 });
        return (body as { code: string }).code.toUpperCase() === 'RUN10'
          ? json({ code: 'RUN10', discount: { type: 'percent', basisPoints: 1_000 } })
          : apiError(409, 'PROMO_CODE_INVALID', 'Promo-code is invalid');
      },
    });
    open();
    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    const code = screen.getByRole('textbox', { name: 'Promo code' });
    await user.click(button('Apply'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the promo code');
    await user.type(code, 'nope');
    await user.click(button('Apply'));
    expect(await screen.findByText('Promo-code is invalid')).toBeVisible();
    expect(code).toHaveValue('nope');
    down = true;
    await user.clear(code);
    await user.type(code, 'run10{Enter}');
    expect(await screen.findByText('The promo code could not be applied. Enter it again.')).toBeVisible();
    down = false;
    await user.click(button('Apply'));
    expect(await screen.findByText('Promo code RUN10 applied')).toBeVisible();
    // 2 × 1,500 = 3,000; −10 %
    expect(sums()).toMatch(/Discount−RUB 300/);
    expect(sums()).toMatch(/TotalRUB 2,700/);

    await agreeToAll(user);
    await user.click(button('Go to payment'));
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect((orderCalls()[0]!.body as OrderRequest).promoCode).toBe('RUN10');
  });

  it('keeps the code removed out of the order', async () => {
    const user = userEvent.setup();
    registrationServer({ context: raceContext({ draft: twoOf('order', { promoCode: 'RUN10' }) }) });
    mockApi({
      'POST /api/registration/white-nights/10k/promo': () =>
        json({ code: 'RUN10', discount: { type: 'amount', amount: 50_000 } }),
    });
    open();
    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    // a code kept in the draft is checked again
    expect(await screen.findByText('Promo code RUN10 applied')).toBeVisible();
    expect(sums()).toMatch(/Discount−RUB 500/);
    await user.click(button('Remove'));
    expect(sums()).not.toMatch(/Discount/);
    await agreeToAll(user);
    await user.click(button('Go to payment'));
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect((orderCalls()[0]!.body as OrderRequest).promoCode).toBeUndefined();
  });

  it('adjusts the order when goods ran out meanwhile and says what is in stock', async () => {
    const user = userEvent.setup();
    const kept = twoOf('order', {
      options: {
        insurance: [],
        items: [
          { itemId: 11, variantId: 21, participantKey: 'self', quantity: 1 },
          { itemId: 11, variantId: 21, participantKey: 'relative-4', quantity: 1 },
        ],
      },
    });
    registrationServer({
      context: withOptions(kept),
      order: () =>
        json(
          {
            error: {
              code: 'OUT_OF_STOCK',
              message: 'Some goods in cart are out of stock',
              stock: [{ itemId: 11, variantId: 21, inStock: 1 }],
            },
          },
          409,
        ),
    });
    open();
    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    const shirts = () => linesOf().filter((line) => line?.includes('RUB 1,200'));
    expect(shirts()).toHaveLength(2);
    await agreeToAll(user);
    await user.click(button('Go to payment'));
    expect(await screen.findByText('T-shirt, M: in stock: 1')).toBeVisible();
    expect(notify).toHaveBeenCalledWith({ type: 'warning', title: 'Some goods in cart are out of stock' });
    expect(shirts()).toHaveLength(1);
  });

  it('lets a charity race’s price be chosen within its bounds', async () => {
    const user = userEvent.setup();
    const context = raceContext({ draft: twoOf('order') });
    context.race.customPrice = { min: rub(50_000), max: rub(5_000_000) };
    registrationServer({ context });
    open();
    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    const amount = screen.getByRole('textbox', { name: 'Amount per participant, ₽' });
    expect(amount).toHaveValue('500');
    expect(amount).toHaveAccessibleDescription(/^From RUB.500 to RUB.50,000$/);
    await user.clear(amount);
    await user.type(amount, '100');
    expect(screen.getByText(/^The amount is below the minimum: RUB.500$/)).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(sums()).toMatch(/TotalRUB 2,000/);
    await agreeToAll(user);
    await user.click(button('Go to payment'));
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect((orderCalls()[0]!.body as OrderRequest).customPrice).toBe(100_000);
  });
});

describe('the promo-code gate', () => {
  it('asks the access code first; a wrong one says so and keeps it; a right one opens the steps', async () => {
    const user = userEvent.setup();
    let granted = false;
    const context = () => {
      const c = raceContext();
      c.race.access = granted ? 'granted' : 'needs-code';
      return c;
    };
    registrationServer();
    mockApi({
      'GET /api/registration/white-nights/10k': () => json(context()),
      'POST /api/registration/white-nights/10k/access': ({ body }) => {
        if ((body as { code: string }).code !== 'ELTON2027') {
          return apiError(400, 'ACCESS_CODE_INVALID', 'You have entered an incorrect or invalid promo code');
        }
        granted = true;
        return new Response(null, { status: 204 });
      },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Registration by promo code' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Participants' })).toBeNull();
    const code = screen.getByRole('textbox', { name: 'Promo code' });
    await user.click(button('Continue'));
    expect(await screen.findByText('Enter the promo code')).toBeVisible();
    await user.type(code, 'ELTON');
    await user.click(button('Continue'));
    expect(await screen.findByText('You have entered an incorrect or invalid promo code')).toBeVisible();
    expect(code).toHaveValue('ELTON');
    await user.type(code, '2027');
    await user.click(button('Continue'));
    expect(await step('Participants')).toBeVisible();
  });
});
