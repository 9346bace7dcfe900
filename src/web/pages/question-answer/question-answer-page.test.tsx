import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuestionForOrganizer } from '../../../shared/schemas/questions.js';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

const TOKEN = 'Q'.repeat(43);

const QUESTION: QuestionForOrganizer = {
  eventName: 'Белые ночи',
  eventCode: 'white-nights',
  text: 'Можно бежать с собакой?',
  askedAt: '2026-07-01T09:00:00Z',
  askerName: 'Анна Петрова',
  answer: null,
};

/** The organizer's link: GET reads the question, POST sends the answer. */
function answerApi(get: () => Response, post: () => Response = () => json({ ok: true })) {
  mockApi({ 'GET /api/questions/answer': get, 'POST /api/questions/answer': post });
}

const pageLoaded = () =>
  screen.findByRole('heading', { level: 1, name: 'Ответ на вопрос участника' }, { timeout: 5000 });

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('/questions/answer: the organizer answers', () => {
  it('shows the question, sends the answer and then shows it', async () => {
    answerApi(() => json(QUESTION));
    renderTenantApp({ path: `/questions/answer?token=${TOKEN}` });
    await pageLoaded();

    expect(await screen.findByText('Можно бежать с собакой?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Белые ночи' })).toHaveAttribute('href', '/event/white-nights');
    expect(screen.getByText('Анна Петрова')).toBeInTheDocument();
    expect(calls.gets('/api/questions/answer')[0]?.query.get('token')).toBe(TOKEN);

    await userEvent.type(screen.getByRole('textbox', { name: 'Ваш ответ' }), 'Да, на коротком поводке.');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ответ' }));

    const answer = await screen.findByRole('region', { name: 'Ответ организатора' });
    expect(within(answer).getByText('Да, на коротком поводке.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const post = calls.all().find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ token: TOKEN, answer: 'Да, на коротком поводке.' });
  });

  it('asks for an answer before sending and keeps what was typed when the link was used meanwhile', async () => {
    answerApi(
      () => json(QUESTION),
      () => apiError(400, 'TOKEN_USED', 'Эта ссылка уже использована.'),
    );
    renderTenantApp({ path: `/questions/answer?token=${TOKEN}` });
    await pageLoaded();
    const field = await screen.findByRole('textbox', { name: 'Ваш ответ' });

    await userEvent.click(screen.getByRole('button', { name: 'Отправить ответ' }));
    expect(await screen.findByText('Это поле обязательно.')).toBeInTheDocument();
    expect(calls.all().some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(field, 'Можно.');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ответ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Эта ссылка уже использована.');
    expect(field).toHaveValue('Можно.');
  });

  it('shows an answered question without the form', async () => {
    answerApi(() => json({ ...QUESTION, answer: 'Нет.' }));
    renderTenantApp({ path: `/questions/answer?token=${TOKEN}` });
    await pageLoaded();
    expect(await screen.findByText('Нет.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить ответ' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a bad link, and says so when the link has no token", async () => {
    answerApi(() => apiError(400, 'TOKEN_INVALID', 'Ссылка недействительна.'));
    const { router } = renderTenantApp({ path: '/questions/answer?token=bad' });
    await pageLoaded();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка недействительна.');

    await act(() => router.navigate('/questions/answer'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ссылка недействительна.'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says the organizer closed the question when it was closed in the cabinet, with no form', async () => {
    const message = 'Организатор закрыл этот вопрос без ответа — ответить на него больше нельзя.';
    answerApi(() => apiError(409, 'QUESTION_CLOSED', message));
    renderTenantApp({ path: `/questions/answer?token=${TOKEN}` });
    await pageLoaded();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});
