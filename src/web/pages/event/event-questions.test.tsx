import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Question } from '../../../shared/schemas/questions.js';
import { AppToaster } from '../../components/ui/toaster.js';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { EVENT } from './event-fixtures.js';

const ANSWERED: Question = {
  id: 1,
  text: 'Будет ли камера хранения?',
  askedAt: '2026-07-01T09:00:00Z',
  answer: 'Да, у старта.',
  answeredAt: '2026-07-02T09:00:00Z',
};

/** The event and its questions API: GET lists `items`, POST answers `answerPost` (or stores the question). */
function questionsApi(items: Question[], answerPost?: () => Response) {
  const stored = [...items];
  mockApi({
    'GET /api/event/white-nights': json(EVENT),
    'GET /api/event/white-nights/questions': () => json({ items: stored }),
    'POST /api/event/white-nights/questions': ({ body }) => {
      if (answerPost) return answerPost();
      const question: Question = {
        id: 99,
        text: (body as { text: string }).text,
        askedAt: '2026-07-05T10:00:00Z',
        answer: null,
        answeredAt: null,
      };
      stored.unshift(question);
      return json(question, 201);
    },
  });
}

function renderWithToaster(options: Parameters<typeof renderTenantApp>[0]) {
  const result = renderTenantApp(options);
  render(
    <I18nextProvider i18n={i18n}>
      <AppToaster />
    </I18nextProvider>,
  );
  return result;
}

/** The event page is lazily loaded: the first render in a file may take a while. */
const eventLoaded = () =>
  screen.findByRole('heading', { level: 1, name: /Белые ночи|White Nights/ }, { timeout: 5000 });

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('event page: ask the organizer a question', () => {
  it('a signed-in user asks; the toast thanks, the dialog closes and the question is listed', async () => {
    questionsApi([ANSWERED]);
    renderWithToaster({ path: '/event/white-nights', user: SIGNED_IN });
    await eventLoaded();

    // an earlier question with the organizer's answer is under the contacts
    expect(await screen.findByRole('heading', { level: 3, name: 'Ваши вопросы' })).toBeInTheDocument();
    expect(screen.getByText('Будет ли камера хранения?')).toBeInTheDocument();
    expect(screen.getByText('Да, у старта.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Задать вопрос организатору' }));
    const dialog = await screen.findByRole('dialog', { name: 'Задать вопрос организатору' });
    const field = within(dialog).getByRole('textbox', { name: 'Ваш вопрос' });
    await userEvent.type(field, 'Где выдают номера?');
    expect(within(dialog).getByText('18/2000')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Вопрос отправлен организатору')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.all().find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/event/white-nights/questions');
    expect(post?.body).toEqual({ text: 'Где выдают номера?' });

    const list = screen.getByRole('list', { name: 'Ваши вопросы' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Где выдают номера?');
    expect(items[0]).toHaveTextContent('Ждём ответа организатора');
    expect(items[1]).toHaveTextContent('Да, у старта.');
  });

  it('an empty question shows the message under the field and sends nothing', async () => {
    questionsApi([]);
    renderTenantApp({ path: '/event/white-nights', user: SIGNED_IN });
    await userEvent.click(await screen.findByRole('button', { name: 'Задать вопрос организатору' }));
    const dialog = await screen.findByRole('dialog', { name: 'Задать вопрос организатору' });
    const field = within(dialog).getByRole('textbox', { name: 'Ваш вопрос' });
    await userEvent.type(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));

    expect(await within(dialog).findByText('Это поле обязательно.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.all().some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps the text and shows the server message when sending is refused', async () => {
    questionsApi([], () => apiError(429, 'RATE_LIMITED', 'Слишком много запросов. Попробуйте позже.'));
    renderTenantApp({ path: '/event/white-nights', user: SIGNED_IN });
    await userEvent.click(await screen.findByRole('button', { name: 'Задать вопрос организатору' }));
    const dialog = await screen.findByRole('dialog', { name: 'Задать вопрос организатору' });
    const field = within(dialog).getByRole('textbox', { name: 'Ваш вопрос' });
    await userEvent.type(field, 'Ещё вопрос');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Слишком много запросов. Попробуйте позже.',
    );
    expect(field).toHaveValue('Ещё вопрос');
  });

  it('a visitor gets a sign-in link that returns to the event, and no questions call', async () => {
    questionsApi([ANSWERED]);
    renderTenantApp({ path: '/event/white-nights' });
    const link = await screen.findByRole('link', { name: 'Задать вопрос организатору' });
    const back = encodeURIComponent(`${window.location.origin}/event/white-nights`);
    expect(link).toHaveAttribute('href', `https://id.startline.test/login?returnUrl=${back}`);
    expect(screen.queryByRole('button', { name: 'Задать вопрос организатору' })).not.toBeInTheDocument();
    expect(calls.all().some((c) => c.path.endsWith('/questions'))).toBe(false);
    expect(screen.queryByText('Ваши вопросы')).not.toBeInTheDocument();
  });

  it('speaks English when the interface is in English', async () => {
    await i18n.changeLanguage('en');
    questionsApi([{ ...ANSWERED, answer: null, answeredAt: null }]);
    renderTenantApp({ path: '/event/white-nights', user: SIGNED_IN });
    expect(await screen.findByRole('button', { name: 'Ask the organizer a question' })).toBeInTheDocument();
    expect(await screen.findByText("Waiting for the organizer's answer")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Your questions' })).toBeInTheDocument();
  });
});
