import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/ui/toaster.js';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';
import { EVENT } from './event-fixtures.js';

const spaces = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The API knows one event, white-nights. */
function answerEvent() {
  mockApi({
    'GET /api/event/:code': ({ params }) =>
      params.code === 'white-nights' ? json(EVENT) : apiError(404, 'NOT_FOUND', 'Not found'),
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('event page: overview', () => {
  it('renders the header and every section of a full event', async () => {
    answerEvent();
    renderTenantApp({ path: '/event/white-nights' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Белые ночи' })).toBeVisible();
    expect(calls.gets('/api/event/white-nights')[0]?.query.get('language')).toBe('ru');
    for (const name of [
      'Дистанции',
      'Товары и услуги',
      'О событии',
      'Программа',
      'Контакты',
      'Стартовый пакет',
      'Документы',
      'Реквизиты организатора',
      'Получатель средств',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(spaces(document.body.textContent)).toContain('20 июля 2026 г., 08:00');
    expect(screen.getByText('Санкт-Петербург, Дворцовая площадь')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Рейтинг: 4 из 5' })).toBeInTheDocument();
    expect(screen.getAllByText('Рейтинг подтверждён')[0]).toBeInTheDocument();
    for (const flag of ['Прямая трансляция', 'Быстрая идентификация', 'Национальный забег']) {
      expect(screen.getByText(flag)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Серия: Кубок Петербурга' })).toHaveAttribute(
      'href',
      '/series/spb-cup',
    );
    // items, program, contacts, start pack, documents, requisites, beneficiary
    expect(screen.getByText('Футболка участника')).toBeInTheDocument();
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.getByText('Старт марафона')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@whitenights.example' })).toHaveAttribute(
      'href',
      'mailto:info@whitenights.example',
    );
    expect(screen.getByText('Манеж, Исаакиевская пл.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Положение о забеге' })).toHaveAttribute(
      'href',
      'https://docs.example/terms.pdf',
    );
    expect(screen.getByRole('link', { name: 'Оферта' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Сертификат трассы' })).toBeInTheDocument();
    expect(screen.getByText('ООО «Бегущий город»')).toBeInTheDocument();
    expect(screen.getByText('1027800000001')).toBeInTheDocument();
    expect(screen.getByText('315780000000002')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Белые ночи — Startline'));
    // tabs are links, the current one marked
    const tabs = screen.getByRole('navigation', { name: 'Разделы события' });
    expect(within(tabs).getByRole('link', { name: 'Обзор' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Участники' })).toHaveAttribute(
      'href',
      '/event/white-nights/startlist',
    );
    expect(within(tabs).getByRole('link', { name: 'Результаты' })).toHaveAttribute(
      'href',
      '/event/white-nights/results',
    );
  });

  it('renders the description as HTML inside an article', async () => {
    answerEvent();
    renderTenantApp({ path: '/event/white-nights' });
    const strong = await screen.findByText('красивый');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.closest('article')).not.toBeNull();
    expect(screen.queryByText(/<strong>/)).not.toBeInTheDocument();
  });

  it('shows prices from kopecks, the next price, places with Russian plurals', async () => {
    answerEvent();
    renderTenantApp({ path: '/event/white-nights' });
    const marathon = await screen.findByRole('article', { name: 'Марафон' });
    expect(spaces(marathon.textContent)).toContain('1 500 ₽');
    expect(spaces(marathon.textContent)).toContain('через 12 дней — 2 000 ₽');
    expect(marathon).toHaveTextContent('Осталось 5 мест');
    expect(screen.getByRole('article', { name: 'Десятка' })).toHaveTextContent('Осталось 2 места');
    expect(screen.getByRole('article', { name: 'Миля' })).toHaveTextContent('Осталось 1 место');
    expect(screen.getByRole('article', { name: 'Детский забег' })).toHaveTextContent('Осталось 21 место');
    expect(screen.getByRole('article', { name: 'Прошлый старт' })).toHaveTextContent('Осталось 11 мест');
    expect(screen.getByRole('article', { name: 'Ночной забег' })).toHaveTextContent('Без ограничения');
    expect(spaces(screen.getByText('Футболка участника').closest('li')?.textContent)).toContain('990 ₽');
  });

  it('shows state badges and a register link only for open and few-places races', async () => {
    answerEvent();
    renderTenantApp({ path: '/event/white-nights' });
    await screen.findByRole('article', { name: 'Марафон' });
    const expectations: [string, string, boolean][] = [
      ['Марафон', 'Мало мест', true],
      ['Миля', 'Регистрация открыта', true],
      ['Полумарафон', 'Мест нет', false],
      ['Детский забег', 'Регистрация закрыта', false],
      ['Ночной забег', 'Скоро', false],
      ['Прошлый старт', 'Регистрация недоступна', false],
    ];
    for (const [name, badge, registrable] of expectations) {
      const card = screen.getByRole('article', { name });
      expect(within(card).getByText(badge)).toBeInTheDocument();
      const link = within(card).queryByRole('link', { name: 'Зарегистрироваться' });
      if (registrable) expect(link).toHaveAttribute('href', expect.stringMatching(/\/register$/));
      else expect(link).toBeNull();
    }
    expect(screen.getByRole('article', { name: 'Полумарафон' })).toHaveTextContent(
      'Регистрация на мероприятие невозможна, так как достигнут лимит участников',
    );
    expect(screen.getByRole('article', { name: 'Детский забег' })).toHaveTextContent(/только офлайн/);
    expect(screen.getByRole('article', { name: 'Ночной забег' })).toHaveTextContent(
      'Регистрация откроется 1 июня',
    );
  });

  it('renders the not-found page for an unknown code, on white, and keeps the address', async () => {
    answerEvent();
    const { router } = renderTenantApp({ path: '/event/nope' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/event/nope');
    await waitFor(() => expect(document.documentElement.dataset.bg).toBe('white'));
    await act(() => router.navigate('/event/white-nights'));
    await screen.findByRole('heading', { level: 1, name: 'Белые ночи' });
    expect(document.documentElement.dataset.bg).toBeUndefined();
  });

  it("a draft (its organizer's preview) says so above the header and links to its editor in the cabinet", async () => {
    mockApi({
      'GET /api/event/white-nights': json({
        ...EVENT,
        draft: true,
        races: EVENT.races.map((r) => ({ ...r, state: 'unavailable' })),
      }),
    });
    const { router } = renderTenantApp({ path: '/event/white-nights' });
    const banner = await screen.findByRole('note');
    expect(banner).toHaveTextContent(
      'Черновик: событие видят только организаторы. Опубликуйте его в кабинете.',
    );
    expect(within(banner).getByRole('link', { name: 'Опубликуйте его в кабинете.' })).toHaveAttribute(
      'href',
      '/cabinet/events/white-nights/edit',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Белые ночи' })).toBeVisible();
    // its races register nobody, and it takes no questions
    expect(screen.queryByRole('link', { name: /Зарегистрироваться/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Задать вопрос организатору' })).toBeNull();
    expect(calls.gets(/\/questions$/)).toEqual([]);

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('note')).toHaveTextContent(
      "Draft: only the organizer's team can see this event. Publish it in the cabinet.",
    );
    expect(router.state.location.pathname).toBe('/event/white-nights');
  });

  it('a published event has no draft notice', async () => {
    answerEvent();
    renderTenantApp({ path: '/event/white-nights' });
    await screen.findByRole('heading', { level: 1, name: 'Белые ночи' });
    expect(screen.queryByText(/Черновик/)).toBeNull();
  });

  it('shows an inline error with retry when the call fails', async () => {
    let fail = true;
    mockApi({ 'GET /api/event/white-nights': () => (fail ? json({}, 500) : json(EVENT)) });
    renderTenantApp({ path: '/event/white-nights' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка. Попробуйте позже.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Белые ночи' })).toBeVisible();
  });
});

describe('event page: modals', () => {
  it('the choose-competition modal lists races, links only registrable ones, closes on Escape', async () => {
    answerEvent();
    renderTenantApp({ path: '/event/white-nights' });
    const opener = await screen.findByRole('button', { name: 'Зарегистрироваться' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Выберите дистанцию для регистрации' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(EVENT.races.length);
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Регистрация: Марафон',
      'Регистрация: Десятка',
      'Регистрация: Миля',
    ]);
    expect(within(dialog).getByText('Мест нет')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('the results modal links races with results to the results tab', async () => {
    answerEvent();
    const { router } = renderTenantApp({ path: '/event/white-nights' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Результаты забега' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Выберите дистанцию для просмотра результатов',
    });
    const links = within(dialog).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[1]).toHaveAttribute('href', '/event/white-nights/results?race=ten');
    // from here on every call fails: the link's way is the router's, not a call's
    mockApi({ 'ALL /api/*': json({}, 500) });
    await userEvent.click(links[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/white-nights/results'));
    expect(router.state.location.search).toBe('?race=ten');
  });

  it('invite friends: copying shows a toast, messenger links are encoded', async () => {
    answerEvent();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTenantApp({ path: '/event/white-nights' });
    render(
      <I18nextProvider i18n={i18n}>
        <AppToaster />
      </I18nextProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Пригласить друзей' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пригласите друзей' });
    const url = `${window.location.origin}/event/white-nights`;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument();
    const text = 'Побежали вместе: Белые ночи';
    expect(within(dialog).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    );
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    );
    expect(within(dialog).getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute(
      'href',
      `https://vk.com/share.php?url=${encodeURIComponent(url)}`,
    );
    expect(within(dialog).queryByRole('button', { name: 'Поделиться…' })).toBeNull();
  });

  it('explains online participation for a virtual event, in English too', async () => {
    answerEvent();
    await i18n.changeLanguage('en');
    renderTenantApp({ path: '/event/white-nights' });
    await userEvent.click(await screen.findByRole('button', { name: 'Virtual race: how it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How a virtual race works' });
    expect(within(dialog).getByText('Upload your result')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
