import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CabinetQuestion, CabinetQuestions } from '../../../shared/schemas/cabinet-questions.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const LOAD = { timeout: 10_000 };
const LIST = '/api/cabinet/events/moscow-marathon/questions';
const ANSWER = `${LIST}/7/answer`;
const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
const ME = json({ organizers: [{ id: 1, name: 'Клуб', role: 'manager' }], support: false });

const OPEN: CabinetQuestion = {
  id: 7,
  text: 'Будет ли камера хранения?',
  askedAt: '2030-03-01T09:30:00Z',
  state: 'open',
  answer: null,
  answeredAt: null,
  closedAt: null,
  runner: { name: 'Анна Смирнова', email: 'anna@example.org' },
};
const ANSWERED: CabinetQuestion = {
  ...OPEN,
  state: 'answered',
  answer: 'Да, у старта.',
  answeredAt: '2030-03-01T10:00:00Z',
};

const CLOSED: CabinetQuestion = { ...OPEN, state: 'closed', closedAt: '2030-03-01T11:00:00Z' };
const CLOSE = `${LIST}/7/close`;

const page = (
  questions: CabinetQuestion[],
  counts: Partial<CabinetQuestions['counts']> = { open: 1 },
): CabinetQuestions => ({
  event: { code: 'moscow-marathon', name: 'Московский марафон' },
  questions,
  counts: { open: 0, answered: 0, closed: 0, ...counts },
  nextCursor: null,
});

describe('cabinet questions inbox', { timeout: 20_000 }, () => {
  it('shows open questions; an empty answer is refused next to the field; a 409 keeps the text', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${LIST}`]: json(page([OPEN])),
      [`POST ${ANSWER}`]: apiError(409, 'QUESTION_ANSWERED', 'На этот вопрос уже ответили.'),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/questions' });
    const card = within((await screen.findByText('Будет ли камера хранения?', {}, LOAD)).closest('li')!);
    expect(screen.getByRole('heading', { name: 'Московский марафон', level: 1 })).toBeVisible();
    expect(card.getByText('Анна Смирнова')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Открытые (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.gets(LIST)[0]!.query.get('state')).toBe('open');

    await user.click(card.getByRole('button', { name: 'Отправить ответ' }));
    const field = card.getByRole('textbox', { name: 'Ваш ответ' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(card.getByRole('alert')).toHaveTextContent('Напишите ответ.');
    expect(calls.posts(ANSWER)).toHaveLength(0);

    await user.type(field, 'Да');
    await user.click(card.getByRole('button', { name: 'Отправить ответ' }));
    await waitFor(() => expect(card.getByRole('alert')).toHaveTextContent('На этот вопрос уже ответили.'));
    expect(field).toHaveValue('Да');
    expect(calls.posts(ANSWER)[0]?.body).toEqual({ text: 'Да' });
  });

  it('after an answer the question leaves the open tab and shows under "Answered"', async () => {
    const user = userEvent.setup();
    let answered = false;
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${LIST}`]: ({ query }) =>
        json(
          query.get('state') === 'answered'
            ? page(answered ? [ANSWERED] : [], { open: 0, answered: 1 })
            : page(answered ? [] : [OPEN], answered ? { open: 0, answered: 1 } : { open: 1, answered: 0 }),
        ),
      [`POST ${ANSWER}`]: () => {
        answered = true;
        return json(ANSWERED);
      },
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/questions' });
    const field = await screen.findByRole('textbox', { name: 'Ваш ответ' }, LOAD);
    await user.type(field, 'Да, у старта.');
    await user.click(screen.getByRole('button', { name: 'Отправить ответ' }));
    expect(await screen.findByText('Открытых вопросов нет.', {}, LOAD)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /С ответом/ }));
    expect(await screen.findByText('Да, у старта.', {}, LOAD)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'С ответом (1)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes a question without an answer: it moves to "Closed", nothing is posted as an answer', async () => {
    const user = userEvent.setup();
    let closed = false;
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${LIST}`]: ({ query }) =>
        json(
          query.get('state') === 'closed'
            ? page(closed ? [CLOSED] : [], { closed: closed ? 1 : 0 })
            : page(closed ? [] : [OPEN], closed ? { closed: 1 } : { open: 1 }),
        ),
      [`POST ${CLOSE}`]: () => {
        closed = true;
        return json(CLOSED);
      },
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/questions' });
    const button = await screen.findByRole('button', { name: 'Закрыть без ответа' }, LOAD);
    expect(button).toHaveAccessibleDescription(
      'Участник не получит письма; ссылка из письма организатору перестанет работать.',
    );
    await user.click(button);
    expect(await screen.findByText('Открытых вопросов нет.', {}, LOAD)).toBeVisible();
    expect(calls.posts(CLOSE)).toHaveLength(1);
    expect(calls.posts(ANSWER)).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: /Закрытые/ }));
    expect(await screen.findByText(/Вопрос закрыт без ответа/, {}, LOAD)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Закрытые (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('textbox', { name: 'Ваш ответ' })).toBeNull();
  });

  it('says why a question could not be closed (answered meanwhile)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${LIST}`]: json(page([OPEN])),
      [`POST ${CLOSE}`]: apiError(409, 'QUESTION_ANSWERED', 'На этот вопрос уже ответили.'),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/questions?state=open' });
    await user.click(await screen.findByRole('button', { name: 'Закрыть без ответа' }, LOAD));
    expect(await screen.findByText('На этот вопрос уже ответили.', {}, LOAD)).toBeVisible();
  });
});
