import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventCard as EventCardData } from '../../../../shared/schemas/catalogue.js';
import { i18n } from '../../../i18n/i18n.js';
import { eventCard } from '../test-fixtures.js';
import { EventCard } from './event-card.js';

const text = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ');

function renderCard(event: EventCardData) {
  return render(
    <MemoryRouter>
      <EventCard event={event} />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('event card', () => {
  it('shows name, date in the event time zone, place, distances, price from kopecks and notices (ru)', () => {
    const { container } = renderCard(eventCard());
    expect(screen.getByRole('link', { name: 'Белые ночи' })).toHaveAttribute('href', '/event/white-nights');
    const card = text(container);
    // 01:00 UTC is 04:00 in Moscow, still 12 July
    expect(card).toContain('12 июля 2026, вс');
    expect(card).toContain('Санкт-Петербург, Дворцовая площадь');
    expect(card).toContain('42,2 км · 21,1 км · 10 км');
    expect(card).toContain('от 1 500 ₽');
    expect(card).toContain('Осталось 12 мест');
    expect(card).toContain('Регистрация закроется через 3 дня');
    expect(card).toContain('Цена вырастет через 5 дней');
    expect(screen.getByText('Регистрация открыта')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Рейтинг события: 4 из 5. Рейтинг подтверждён' }),
    ).toBeInTheDocument();
    const flags = within(screen.getByRole('list', { name: 'Особенности' }));
    expect(flags.getByText('Трансляция')).toBeInTheDocument();
    expect(flags.getByText('Быстрая идентификация')).toBeInTheDocument();
    expect(flags.getByText('Национальный забег')).toBeInTheDocument();
    expect(flags.getByRole('link', { name: 'Серия: Кубок Петербурга' })).toHaveAttribute(
      'href',
      '/series/spb-cup',
    );
    expect(flags.queryByText('Онлайн')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Результаты/ })).not.toBeInTheDocument();
  });

  it.each([
    [1, 'Осталось 1 место'],
    [2, 'Осталось 2 места'],
    [5, 'Осталось 5 мест'],
    [21, 'Осталось 21 место'],
    [112, 'Осталось 112 мест'],
  ])('places left %i → «%s»', (placesLeft, expected) => {
    const { container } = renderCard(eventCard({ placesLeft, registrationState: 'few' }));
    expect(text(container)).toContain(expected);
  });

  it.each([
    [1, 'Регистрация закроется через 1 день'],
    [4, 'Регистрация закроется через 4 дня'],
    [11, 'Регистрация закроется через 11 дней'],
    [0, 'Регистрация закроется сегодня'],
  ])('days left %i → «%s»', (daysLeft, expected) => {
    const { container } = renderCard(eventCard({ daysLeft }));
    expect(text(container)).toContain(expected);
  });

  it.each([
    ['open', 'Регистрация открыта', 'Registration open'],
    ['few', 'Мало мест', 'Few places left'],
    ['full', 'Мест нет', 'Sold out'],
    ['closed', 'Только офлайн-регистрация', 'Offline registration only'],
    ['soon', 'Скоро регистрация', 'Registration soon'],
    ['unavailable', 'Регистрация недоступна', 'Registration not available'],
  ] as const)('state %s has its badge in ru and en', async (state, ru, en) => {
    renderCard(eventCard({ registrationState: state }));
    expect(screen.getByText(ru)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText(en)).toBeInTheDocument();
  });

  it('does not offer places or days when registration is not open', () => {
    const { container } = renderCard(eventCard({ registrationState: 'full', placesLeft: 0, daysLeft: 2 }));
    expect(text(container)).not.toMatch(/Осталось|закроется/);
  });

  it('says free, shows online and results, no notices when there are none', () => {
    const { container } = renderCard(
      eventCard({
        isFree: true,
        minPrice: null,
        isOnline: true,
        hasLiveStream: false,
        fastIdentification: false,
        isNational: false,
        series: null,
        priceIncrease: null,
        placesLeft: null,
        daysLeft: null,
        starRating: 3,
        ratingApproved: false,
        hasResults: true,
      }),
    );
    const card = text(container);
    expect(card).toContain('Бесплатно');
    expect(card).not.toMatch(/Осталось|Цена вырастет|закроется/);
    expect(
      screen.getByRole('img', { name: 'Рейтинг события: 3 из 5. Рейтинг не подтверждён' }),
    ).toBeInTheDocument();
    const flags = within(screen.getByRole('list', { name: 'Особенности' }));
    expect(flags.getByText('Онлайн')).toBeInTheDocument();
    expect(flags.getByText('Бесплатно')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Результаты' })).toHaveAttribute(
      'href',
      '/event/white-nights/results',
    );
  });

  it('speaks English: date, distances, price, plurals, price increase', async () => {
    await i18n.changeLanguage('en');
    const { container } = renderCard(
      eventCard({
        placesLeft: 1,
        daysLeft: 1,
        distancesM: [42195, 500],
        minPrice: { amount: 150050, currency: 'RUB' },
      }),
    );
    const card = text(container);
    expect(card).toContain('12 July 2026, Sun');
    expect(card).toContain('42.2 km · 500 m');
    expect(card).toMatch(/from RUB 1,500\.50|from ₽1,500\.50/);
    expect(card).toContain('1 place left');
    expect(card).toContain('Registration closes in 1 day');
    expect(card).toContain('Price goes up in 5 days');
  });
});
