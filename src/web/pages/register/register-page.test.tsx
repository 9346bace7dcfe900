import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEY } from '../../../shared/constants.js';
import type { OrderRequest, RegistrationDraft } from '../../../shared/schemas/registration.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import {
  AWAITING,
  draft,
  keepLocalFlow,
  OLGA,
  orderIn,
  orderPayment,
  raceContext,
  REGISTER_PATH,
  registrationServer,
  success,
} from './register-fixtures.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.mocked(notify).mockClear();
});

const open = (path = REGISTER_PATH) => renderTenantApp({ user: SIGNED_IN, path });
const step = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 });
/** A participant's form step: its heading, then its fields (the form's code loads on demand). */
const formStep = async (name: string) => {
  const heading = await step(name);
  await screen.findByRole('textbox', { name: 'Last name' }, { timeout: 10_000 });
  return heading;
};
/** A phone's national number as the field shows it (spaced once the numbering plans have loaded). */
const digits = (name: string) =>
  (screen.getByRole('textbox', { name }) as HTMLInputElement).value.replace(/\D/g, '');
const button = (name: string) => screen.getByRole('button', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });

const OLGA_FORM = { lastName: 'Петрова', firstName: 'Ольга', patronymic: '', birthDate: '1985-04-03' };
/** A draft at "my order": me and Ольга with complete entries. */
const readyDraft = (overrides: Partial<RegistrationDraft> = {}) =>
  draft({
    step: 'order',
    participants: [
      draft().participants[0]!,
      {
        key: 'relative-4',
        kind: 'relative',
        relativeId: OLGA.id,
        saveToProfile: true,
        form: { ...OLGA_FORM, gender: 'female', phone: '+79161112233', noClub: true, club: '' },
      },
    ],
    ...overrides,
  });

const orderCalls = () => calls.to(/\/order$/);

/** Ticks every agreement of the my-order step (SPEC §5: each is required). */
async function agreeToAll(user: ReturnType<typeof userEvent.setup>) {
  const agreements = await screen.findByRole('group', { name: 'Agreements' });
  for (const box of within(agreements).getAllByRole('checkbox')) await user.click(box);
}

describe('registration flow', { timeout: 30_000 }, () => {
  it('walks participants → forms (prefilled) → my order, and Back keeps what was typed', async () => {
    const user = userEvent.setup();
    registrationServer();
    open();
    await step('Participants');
    expect(screen.getByRole('heading', { level: 1, name: 'Белые ночи' })).toBeVisible();
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Me, Анна Петрова' })).toBeChecked();

    // unsuitable relatives are listed, disabled, with the reason read with them
    const reasons: [string, string | RegExp][] = [
      ['Иван Петров', 'The race is for women only'],
      ['Маша Петрова child', 'Too young: the race is from 18 years of age on race day'],
      ['Даша Петрова', 'Already registered for this race'],
    ];
    for (const [name, reason] of reasons) {
      const box = screen.getByRole('checkbox', { name });
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription(reason);
    }
    // a date of birth missing from the profile is no bar when the race's form asks it
    const nina = screen.getByRole('checkbox', { name: 'Нина Петрова' });
    expect(nina).toBeEnabled();
    expect(nina).toHaveAccessibleDescription(/The date of birth is not given in the profile/);
    expect(screen.getByRole('link', { name: 'Fill in the profile' })).toHaveAttribute(
      'href',
      '/MyAccount/Relatives',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Ольга Петрова' }));
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    await user.click(button('Continue'));

    // my form, prefilled from my profile
    const mine = await formStep('My details');
    await waitFor(() => expect(mine).toHaveFocus());
    expect(textbox('Last name')).toHaveValue('Петрова');
    expect(textbox('First name')).toHaveValue('Анна');
    expect(textbox('Year')).toHaveValue('1990');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(digits('Mobile phone: number')).toMatch(/9161234567$/);
    expect(screen.getByRole('checkbox', { name: 'No club' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Save these details to my profile' })).not.toBeChecked();
    await user.click(button('Continue'));

    // the relative's form: what the family group knows, the rest asked and checked by the race's rules
    await formStep("Relative's details: Ольга Петрова");
    expect(textbox('First name')).toHaveValue('Ольга');
    await user.click(button('Continue'));
    expect(await screen.findByText('Enter the date of birth')).toBeVisible();
    expect(screen.getByText('Enter a phone number')).toBeVisible();
    expect(textbox('Mobile phone: number')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '4');
    await user.type(textbox('Year'), '1985');
    await user.type(textbox('Mobile phone: number'), '9161112233');

    await user.click(button('Back'));
    await formStep('My details');
    expect(textbox('First name')).toHaveValue('Анна');
    await user.click(button('Continue'));
    await formStep("Relative's details: Ольга Петрова");
    expect(textbox('Year')).toHaveValue('1985');
    expect(digits('Mobile phone: number')).toMatch(/9161112233$/);
    await user.click(screen.getByRole('checkbox', { name: 'No club' }));
    await user.click(button('Continue'));

    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    const lines = within(screen.getByRole('region', { name: 'What the order holds' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Анна Петрова'),
      expect.stringContaining('Ольга Петрова'),
    ]);
    expect(screen.getByText(/places are held for you for 20 minutes/)).toBeVisible();
    expect(button('Go to payment')).toBeEnabled();
    await user.click(button('Back'));
    await formStep("Relative's details: Ольга Петрова");
    expect(textbox('Year')).toHaveValue('1985');
  });

  it('says the SPEC options in Russian: Мне / Моему ребёнку, Мной / Супругом(ой)', async () => {
    await i18n.changeLanguage('ru');
    registrationServer();
    open();
    await step('Участники');
    const options = screen.getByRole('group', { name: 'Кому нужна регистрация?' });
    expect(within(options).getByRole('radio', { name: 'Мне' })).toBeChecked();
    expect(within(options).getByRole('radio', { name: 'Моему ребёнку' })).not.toBeChecked();
    const payer = screen.getByRole('group', { name: 'Кем оплачивается участие?' });
    expect(within(payer).getByRole('radio', { name: 'Мной' })).toBeChecked();
    expect(within(payer).getByRole('radio', { name: 'Супругом(ой)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeVisible();
  });

  it('asks for at least one participant, and adds a friend whose form follows', async () => {
    const user = userEvent.setup();
    registrationServer();
    open();
    await step('Participants');
    await user.click(screen.getByRole('radio', { name: 'My child' }));
    expect(screen.getByRole('checkbox', { name: 'Me, Анна Петрова' })).not.toBeChecked();
    await user.click(button('Continue'));
    expect(await screen.findByText('Choose at least one participant')).toBeVisible();

    await user.click(button('Add a friend'));
    await user.type(textbox("Friend's first name"), 'Lena');
    await user.type(textbox("Friend's last name"), 'Smirnova');
    await user.type(textbox("Friend's e-mail"), 'lena@почта');
    await user.click(button('Add the friend'));
    expect(await screen.findByText('Cyrillic letters are not supported in an email address')).toBeVisible();
    await user.clear(textbox("Friend's e-mail"));
    await user.type(textbox("Friend's e-mail"), 'Lena@Example.com');
    await user.click(button('Add the friend'));
    expect(await screen.findByText('lena@example.com')).toBeVisible();

    await user.click(button('Continue'));
    await formStep("Friend's details: Lena Smirnova");
    expect(
      await screen.findByText(/^The invitation goes to lena@example.com. Leave blank what you do not know/),
    ).toBeVisible();
    expect(textbox('First name')).toHaveValue('Lena');
    expect(screen.queryByRole('checkbox', { name: /Save these details/ })).toBeNull();
  });

  it('sends the order once and goes on to its payment step, places held until the hold ends', async () => {
    const user = userEvent.setup();
    registrationServer({
      context: raceContext({ draft: readyDraft() }),
      payment: orderPayment(success(orderIn('awaiting-payment'))),
    });
    const { router } = open();
    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    await agreeToAll(user);
    await user.dblClick(button('Go to payment'));

    expect(await step('Payment for order SL-000042')).toBeVisible();
    expect(router.state.location.pathname).toBe('/white-nights/10k/register/payment');
    expect(router.state.location.search).toBe('?order=SL-000042');
    expect(screen.getByText('Your places are held until 12:20.')).toBeVisible();
    expect(orderCalls()).toHaveLength(1);
    const body = orderCalls()[0]!.body as OrderRequest;
    expect(body.payer).toBe('MY_SELF');
    expect(body.consents).toEqual({ receipt: true, terms: true, rules: true, medical: true });
    expect(body.participants).toEqual([
      expect.objectContaining({
        key: 'self',
        kind: 'self',
        form: expect.objectContaining({ firstName: 'Анна' }),
      }),
      expect.objectContaining({
        key: 'relative-4',
        kind: 'relative',
        relativeId: 4,
        saveToProfile: true,
        form: expect.objectContaining({ birthDate: '1985-04-03', phone: '+79161112233' }),
      }),
    ]);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('goes to the success page when a free race is registered at once', async () => {
    const user = userEvent.setup();
    const context = raceContext({ draft: readyDraft() });
    context.race.price = { amount: 0, currency: 'RUB' };
    registrationServer({
      context,
      order: () =>
        json({ ...AWAITING, status: 'paid', expiresAt: null, total: { amount: 0, currency: 'RUB' } }, 201),
    });
    const { router } = open();
    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    expect(screen.getByText(/The race is free/)).toBeVisible();
    await agreeToAll(user);
    await user.click(button('Register'));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are registered' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/white-nights/10k/register/success');
    expect(router.state.location.search).toBe('?order=SL-000042');
  });

  it('on a refusal says why next to the participant, goes back to the participants, keeps the typing', async () => {
    const user = userEvent.setup();
    registrationServer({
      context: raceContext({ draft: readyDraft() }),
      order: () =>
        json(
          {
            error: {
              code: 'ALREADY_REGISTERED',
              message: '',
              participant: 1,
            },
          },
          409,
        ),
    });
    open();
    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    await agreeToAll(user);
    await user.click(button('Go to payment'));

    await step('Participants');
    const message = 'Ольга Петрова is already registered for this race.';
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: message });
    const olga = screen.getByRole('checkbox', { name: 'Ольга Петрова' });
    expect(olga).toHaveAccessibleDescription(message);
    expect(orderCalls()).toHaveLength(1);

    await user.click(button('Continue'));
    await formStep('My details');
    await user.click(button('Continue'));
    await formStep("Relative's details: Ольга Петрова");
    expect(textbox('Year')).toHaveValue('1985');
  });

  it('puts the server’s field messages under the fields of the right participant', async () => {
    const user = userEvent.setup();
    registrationServer({
      context: raceContext({ draft: readyDraft() }),
      order: () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Check the fields',
              fields: { 'participants.1.form.phone': 'This number is taken by another participant' },
            },
          },
          400,
        ),
    });
    open();
    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    await agreeToAll(user);
    await user.click(button('Go to payment'));
    await formStep("Relative's details: Ольга Петрова");
    expect(await screen.findByText('This number is taken by another participant')).toBeVisible();
    expect(textbox('Mobile phone: number')).toHaveAttribute('aria-invalid', 'true');
    expect(digits('Mobile phone: number')).toMatch(/9161112233$/);
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Check the fields marked below' });
  });
});

describe('registration draft', { timeout: 30_000 }, () => {
  it('keeps every change in the browser and on the server; a reload returns to the step with everything', async () => {
    const user = userEvent.setup();
    registrationServer();
    const first = open();
    await step('Participants');
    await user.click(screen.getByRole('checkbox', { name: 'Ольга Петрова' }));
    await user.click(button('Continue'));
    await formStep('My details');
    await user.type(textbox('Patronymic'), 'Ивановна');
    await user.click(screen.getByRole('checkbox', { name: 'Save these details to my profile' }));

    const kept = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(kept).toMatchObject({
      EventName: 'Белые ночи',
      EventUrl: '/event/white-nights',
      RegistrationUrl: '/white-nights/10k/register',
    });
    // saved to the server after a pause
    await waitFor(
      () => {
        const saved = calls.puts('/api/registration/draft').at(-1)?.body as RegistrationDraft;
        expect(saved.step).toBe('my-form');
        expect(saved.participants[0]?.form.patronymic).toBe('Ивановна');
      },
      { timeout: 3000 },
    );

    first.unmount();
    open();
    await formStep('My details');
    expect(textbox('Patronymic')).toHaveValue('Ивановна');
    expect(screen.getByRole('checkbox', { name: 'Save these details to my profile' })).toBeChecked();
    await user.click(button('Back'));
    await step('Participants');
    expect(screen.getByRole('checkbox', { name: 'Ольга Петрова' })).toBeChecked();
  });

  it("takes the server's draft when it is newer than this browser's", async () => {
    keepLocalFlow(SIGNED_IN.isAuthorized ? SIGNED_IN.id : '', draft());
    registrationServer({
      context: raceContext({ draft: readyDraft({ updatedAt: '2030-01-02T10:00:00.000Z' }) }),
    });
    open();
    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    expect(screen.getByText('Ольга Петрова')).toBeVisible();
  });

  it("never restores another user's draft kept in this browser", async () => {
    keepLocalFlow('someone-else', readyDraft());
    registrationServer();
    open();
    await step('Participants');
    expect(screen.getByRole('checkbox', { name: 'Ольга Петрова' })).not.toBeChecked();
  });
});

describe('a race that cannot be registered for', { timeout: 30_000 }, () => {
  it('says the limit is reached, leads to another race, and deletes the draft', async () => {
    const user = userEvent.setup();
    const context = raceContext({ draft: readyDraft() });
    context.race.state = 'full';
    registrationServer({ context });
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ EventName: 'Белые ночи', EventUrl: '/', RegistrationUrl: REGISTER_PATH }),
    );
    open();
    expect(
      await screen.findByRole('heading', {
        name: 'Registration for the event is not possible, because the limit of participants is reached',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose another race' })).toHaveAttribute(
      'href',
      '/event/white-nights',
    );
    await user.click(button('Delete the draft'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete the draft' })).toBeNull());
    expect(calls.posts('/Register/ApiClearCart')).toHaveLength(1);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Unfinished registration deleted' });
  });

  it('says registration is not possible for a closed race, in Russian', async () => {
    await i18n.changeLanguage('ru');
    const context = raceContext();
    context.race.state = 'closed';
    registrationServer({ context });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Регистрация на мероприятие невозможна' }),
    ).toBeVisible();
    expect(screen.getByText(/Зарегистрироваться можно только офлайн/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Удалить черновик' })).toBeNull();
  });

  it('leaves the flow when the race fills up while the order is sent', async () => {
    const user = userEvent.setup();
    let full = false;
    registrationServer({
      context: raceContext({ draft: readyDraft() }),
      order: () => {
        full = true;
        return json({ error: { code: 'LIMIT_REACHED', message: '' } }, 409);
      },
    });
    // once the order is refused, the context says the race is full
    mockApi({
      'GET /api/registration/white-nights/10k': () => {
        if (!full) return undefined;
        const context = raceContext();
        context.race.state = 'full';
        return json(context);
      },
    });
    open();
    await step('My order');
    await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    await agreeToAll(user);
    await act(() => user.click(button('Go to payment')));
    const text = 'Registration for the event is not possible, because the limit of participants is reached';
    expect(await screen.findByRole('heading', { name: text })).toBeVisible();
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: text });
  });
});
