import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventEditor } from '../../../shared/schemas/cabinet-event-editor.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

// Leaflet needs a real layout engine: the map is a stub that "clicks" a point
vi.mock('../../features/cabinet/components/event-point-map.js', () => ({
  default: ({ onPick }: { onPick: (lat: number, lng: number) => void }) => (
    <button type="button" onClick={() => onPick(55.7558, 37.6173)}>
      map stub
    </button>
  ),
}));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const LOAD = { timeout: 10_000 };
const BASE = '/api/cabinet/events/spring-run';
const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
const ME = json({
  organizers: [
    { id: 1, name: 'Бегом по Москве', role: 'manager' },
    { id: 2, name: 'Стартовый пункт', role: 'operator' },
  ],
  support: false,
});

const editor = (overrides: Partial<EventEditor> = {}): EventEditor => ({
  code: 'spring-run',
  status: 'published',
  transitions: ['draft', 'closed'],
  organizer: {
    id: 1,
    name: 'Бегом по Москве',
    legalName: 'ООО «Бегом»',
    inn: '7701234567',
    ogrn: '',
    kpp: '770101001',
    address: 'Москва',
    bankName: '',
    bic: '',
    settlementAccount: '',
  },
  values: {
    nameRu: 'Весенний забег',
    nameEn: 'Spring Run',
    descriptionRu: '<p>Старт у стадиона.</p>',
    descriptionEn: '<p>Start at the stadium.</p>',
    sportType: 'run',
    activityType: 'offline',
    startsAt: '2030-05-01T09:00',
    endsAt: '',
    timeZone: 'Europe/Moscow',
    cityId: 1,
    placeRu: 'Лужники',
    placeEn: 'Luzhniki',
    lat: null,
    lng: null,
    program: { ru: [{ time: '08:00', title: 'Выдача пакетов' }], en: [] },
    documents: [
      { kind: 'terms', titleRu: 'Положение', titleEn: 'Regulations', url: 'https://example.org/t.pdf' },
    ],
    beneficiary: { name: '', inn: '', ogrnip: '', address: '' },
    contactEmail: 'info@example.org',
    contactPhone: '',
    website: '',
    operatorName: '',
    startPack: { descriptionRu: '', descriptionEn: '', place: '', schedule: '' },
    hasLiveStream: false,
    fastIdentification: false,
    isFree: false,
    isNational: false,
    corporateHoldDays: 7,
  },
  races: [{ code: '10k', name: '10 км' }],
  cities: [{ id: 1, name: 'Москва', lat: 55.75, lng: 37.62 }],
  entries: 0,
  ...overrides,
});

describe('the cabinet event editor', { timeout: 30_000 }, () => {
  it('shows the server’s field errors next to the fields and keeps everything typed', async () => {
    const user = userEvent.setup();
    let refuse = true;
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/edit`]: json(editor()),
      [`PUT ${BASE}/edit`]: ({ body }) =>
        refuse
          ? json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Проверьте поля',
                  fields: {
                    nameRu: 'Слишком длинный текст',
                    'documents.0.url': 'Укажите адрес, начинающийся с https://',
                  },
                },
              },
              400,
            )
          : json(editor({ values: { ...editor().values, ...(body as object) } })),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/spring-run/edit' });
    const name = await screen.findByRole('textbox', { name: 'Название на русском' }, LOAD);
    expect(screen.getByText('Сейчас: Опубликовано')).toBeVisible();
    // the description's rich-text editor (its own chunk) starts with the saved HTML
    expect(await screen.findByRole('textbox', { name: 'Описание на русском' }, LOAD)).toHaveTextContent(
      'Старт у стадиона.',
    );
    expect(screen.getByRole('toolbar', { name: 'Оформление: Описание на русском' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Изменить дистанцию 10 км' })).toHaveAttribute(
      'href',
      '/cabinet/events/spring-run/races/10k/edit',
    );
    expect(screen.getByRole('link', { name: 'Добавить дистанцию' })).toHaveAttribute(
      'href',
      '/cabinet/events/spring-run/races/new',
    );

    await user.clear(name);
    await user.type(name, 'Весенний забег у реки');
    await user.click(screen.getByRole('button', { name: 'map stub' }));
    await user.click(screen.getByRole('button', { name: 'Добавить пункт на русском' }));
    const times = screen.getAllByRole('textbox', { name: 'Время' });
    await user.type(times[1]!, '10:00');
    await user.type(screen.getAllByRole('textbox', { name: 'Что происходит' })[1]!, 'Старт');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Слишком длинный текст');
    const url = screen.getByRole('textbox', { name: 'Ссылка (https://)' });
    expect(url).toHaveAccessibleDescription('Укажите адрес, начинающийся с https://');
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте отмеченные поля.');
    // nothing typed is lost
    expect(name).toHaveValue('Весенний забег у реки');
    expect(screen.getByRole('textbox', { name: 'Широта' })).toHaveValue('55.7558');
    expect(screen.getAllByRole('textbox', { name: 'Что происходит' })[1]).toHaveValue('Старт');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.puts(`${BASE}/edit`)).toHaveLength(2));
    expect(calls.puts(`${BASE}/edit`)[1]!.body).toMatchObject({
      nameRu: 'Весенний забег у реки',
      lat: 55.7558,
      lng: 37.6173,
      program: {
        ru: [
          { time: '08:00', title: 'Выдача пакетов' },
          { time: '10:00', title: 'Старт' },
        ],
        en: [],
      },
    });
    expect(calls.puts(`${BASE}/edit`)[1]!.body).not.toHaveProperty('code');
  });

  it('checks the form before sending: required names, the end after the start, https documents', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/cabinet/me': ME, [`GET ${BASE}/edit`]: json(editor()) });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/spring-run/edit' });
    const nameEn = await screen.findByRole('textbox', { name: 'Название на английском' }, LOAD);
    await user.clear(nameEn);
    const url = screen.getByRole('textbox', { name: 'Ссылка (https://)' });
    await user.clear(url);
    await user.type(url, 'http://example.org/t.pdf');
    await user.type(screen.getByLabelText('Окончание'), '2030-04-30T09:00');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(nameEn).toHaveAccessibleDescription('Это поле обязательно.'));
    expect(url).toHaveAccessibleDescription('Укажите адрес, начинающийся с https://');
    expect(screen.getByLabelText('Окончание')).toHaveAccessibleDescription(
      /Окончание не может быть раньше начала/,
    );
    expect(calls.puts(`${BASE}/edit`)).toHaveLength(0);
  });

  it('sets how many days a company’s unpaid order holds its places, 1 to 30', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/edit`]: json(editor()),
      [`PUT ${BASE}/edit`]: ({ body }) =>
        json(editor({ values: { ...editor().values, ...(body as object) } })),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/spring-run/edit' });
    const days = await screen.findByRole(
      'spinbutton',
      { name: 'Сколько дней держать места по неоплаченному заказу компании' },
      LOAD,
    );
    expect(days).toHaveValue(7);
    await user.clear(days);
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(days).toHaveAccessibleDescription(/Введите целое число дней от 1 до 30/));
    expect(calls.puts(`${BASE}/edit`)).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.puts(`${BASE}/edit`)).toHaveLength(1));
    expect(calls.puts(`${BASE}/edit`)[0]!.body).toMatchObject({ corporateHoldDays: 10 });
  });

  it('moves the event through its lifecycle and says why a move is refused', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/edit`]: json(editor()),
      [`POST ${BASE}/status`]: ({ body }) =>
        (body as { status: string }).status === 'draft'
          ? json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Проверьте поля',
                  fields: { status: 'На событие уже зарегистрировались: вернуть его в черновик нельзя' },
                },
              },
              400,
            )
          : json(editor({ status: 'closed', transitions: ['published', 'finished'] })),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/spring-run/edit' });
    const panel = within((await screen.findByRole('heading', { name: 'Статус' }, LOAD)).closest('section')!);
    await user.click(panel.getByRole('button', { name: 'Вернуть в черновик' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('вернуть его в черновик нельзя');
    await user.click(panel.getByRole('button', { name: 'Закрыть регистрацию' }));
    expect(await panel.findByText('Сейчас: Регистрация закрыта', {}, LOAD)).toBeVisible();
    expect(panel.getByText(/регистрация только офлайн/)).toBeVisible();
    expect(panel.getByRole('button', { name: 'Отметить завершённым' })).toBeVisible();
  });

  it('creates a draft for an organizer the user may edit for, with a code from the name', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      'GET /api/cabinet/cities': json({ cities: [{ id: 1, name: 'Москва', lat: 55.75, lng: 37.62 }] }),
      'POST /api/cabinet/events': () => json(editor({ status: 'draft', transitions: ['published'] }), 201),
      [`GET ${BASE}/edit`]: json(editor({ status: 'draft', transitions: ['published'] })),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/new' });
    const organizer = await screen.findByRole('combobox', { name: 'Организатор' }, LOAD);
    expect(
      within(organizer)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Бегом по Москве']);
    await user.type(screen.getByRole('textbox', { name: 'Название на русском' }), 'Весенний забег');
    expect(screen.getByRole('textbox', { name: 'Адрес страницы события' })).toHaveValue('vesennii-zabeg');
    await user.type(screen.getByRole('textbox', { name: 'Название на английском' }), 'Spring Run');
    expect(screen.getByRole('textbox', { name: 'Адрес страницы события' })).toHaveValue('spring-run');
    await user.type(screen.getByLabelText('Начало'), '2030-05-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Создать черновик' }));
    expect(await screen.findByText('Сейчас: Черновик', {}, LOAD)).toBeVisible();
    expect(calls.posts('/api/cabinet/events')[0]!.body).toMatchObject({
      organizerId: 1,
      code: 'spring-run',
      nameRu: 'Весенний забег',
      startsAt: '2030-05-01T09:00',
    });
  });
});
