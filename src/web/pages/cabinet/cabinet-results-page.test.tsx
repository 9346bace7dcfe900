import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CabinetResult,
  CabinetResults,
  PreviewLine,
  ResultsPreview,
} from '../../../shared/schemas/cabinet-results.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const LOAD = { timeout: 10_000 };
const BASE = '/api/cabinet/events/moscow-marathon';
const PATH = '/cabinet/events/moscow-marathon/results';
const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
const ME = json({ organizers: [{ id: 1, name: 'Московский марафон', role: 'manager' }], support: false });

const runner = { gender: 'male' as const, birthYear: 1985, ageGroup: '40-49', club: null, city: 'Москва' };
const result = (overrides: Partial<CabinetResult> = {}): CabinetResult => ({
  id: 1,
  bib: '101',
  name: 'Петров Иван',
  ...runner,
  status: 'finished',
  timeMs: 3_723_400,
  place: 1,
  genderPlace: 1,
  ageGroupPlace: 1,
  ...overrides,
});
const overview = (rows: CabinetResult[]): CabinetResults => ({
  event: { code: 'moscow-marathon', name: 'Московский марафон 2030' },
  races: [
    { code: 'marathon', name: 'Марафон', results: rows.length },
    { code: '10k', name: '10 км', results: 0 },
  ],
  race: 'marathon',
  rows,
  total: rows.length,
});
const line = (overrides: Partial<PreviewLine>): PreviewLine => ({
  line: 2,
  bib: '101',
  status: 'finished',
  timeMs: 3_723_400,
  participant: { name: 'Петров Иван', ...runner },
  errors: [],
  ...overrides,
});
const preview = (lines: PreviewLine[]): ResultsPreview => ({
  encoding: 'windows-1251',
  delimiter: ';',
  lines,
  accepted: lines.filter((l) => l.errors.length === 0).length,
  refused: lines.filter((l) => l.errors.length > 0).length,
});

const file = (text: string) => new File([text], 'results.csv', { type: 'text/csv' });

describe('cabinet results', { timeout: 30_000 }, () => {
  it('checks a file line by line, refuses to publish with errors, and publishes a clean one', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/results`]: json(overview([result()])),
      [`POST ${BASE}/races/marathon/results/preview`]: ({ body }) =>
        String(body).includes('999')
          ? json(
              preview([
                line({}),
                line({
                  line: 3,
                  bib: '999',
                  participant: null,
                  errors: ['Среди участников дистанции нет номера 999'],
                }),
                line({ line: 4, bib: '102', status: 'dsq', timeMs: null }),
              ]),
            )
          : json(preview([line({}), line({ line: 3, bib: '102', status: 'dnf', timeMs: null })])),
      [`POST ${BASE}/races/marathon/results/publish`]: json({ race: 'marathon', imported: 2 }),
    });
    renderTenantApp({ user: ORGANIZER, path: PATH });
    expect(await screen.findByRole('combobox', { name: 'Дистанция' }, LOAD)).toHaveDisplayValue(
      'Марафон — строк: 1',
    );
    expect(screen.getByRole('heading', { name: 'Результаты', level: 1 })).toBeVisible();
    // the accepted columns are written on the page, with a sample file
    expect(screen.getByText(/«Номер», «Стартовый номер» или «Bib»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачать образец файла' })).toHaveAttribute(
      'download',
      'results-template.csv',
    );

    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));
    expect(await screen.findByText('Выберите файл')).toHaveAttribute('role', 'alert');

    const input = screen.getByLabelText(/CSV-файл с результатами/);
    await user.upload(input, file('Номер;Время\n101;1:02:03.4\n999;1:00:00\n102;;DSQ\n'));
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));
    const table = await screen.findByRole('table', { name: 'Строки файла' }, LOAD);
    expect(screen.getByText(/Строк к загрузке: 2, с ошибками: 1/)).toBeVisible();
    expect(screen.getByText(/WINDOWS-1251, разделитель — точка с запятой/)).toBeVisible();
    // opened on the refused lines
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Среди участников дистанции нет номера 999')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Только строки с ошибками' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('DSQ — дисквалифицирован')).toBeVisible();
    expect(within(table).getAllByText('1:02:03.4')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Опубликовать результаты' })).toBeNull();
    expect(screen.getByText(/пока они есть, ничего не загрузится/)).toBeVisible();
    expect(calls.posts(`${BASE}/races/marathon/results/preview`)[0]!.body).toContain('999;1:00:00');

    await user.upload(input, file('Номер;Время;Статус\n101;1:02:03.4;\n102;;DNF\n'));
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));
    expect(await screen.findByText(/Строк к загрузке: 2, с ошибками: 0/, {}, LOAD)).toBeVisible();
    expect(screen.getByText('Опубликованные результаты дистанции (1) будут заменены.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Опубликовать результаты' }));
    expect(await screen.findByText('Результаты опубликованы: 2', {}, LOAD)).toBeVisible();
    expect(calls.posts(`${BASE}/races/marathon/results/publish`)[0]!.body).toBe(
      'Номер;Время;Статус\n101;1:02:03.4;\n102;;DNF\n',
    );
    // the published lines reload
    await waitFor(() => expect(calls.gets(`${BASE}/results`).length).toBeGreaterThan(1));
  });

  it('shows a file refused as a whole next to the file field', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/results`]: json(overview([])),
      [`POST ${BASE}/races/marathon/results/preview`]: json(
        {
          error: {
            code: 'RESULTS_FILE_INVALID',
            message: 'Файл не принят: это не текстовый файл CSV (сохраните таблицу как CSV).',
          },
        },
        422,
      ),
    });
    renderTenantApp({ user: ORGANIZER, path: PATH });
    const input = await screen.findByLabelText(/CSV-файл с результатами/, {}, LOAD);
    expect(screen.getByText('Результатов дистанции пока нет.')).toBeVisible();
    await user.upload(
      input,
      new File([new Uint8Array([0x50, 0x4b, 3, 4, 0])], 'results.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));
    expect(await screen.findByText(/это не текстовый файл CSV/, {}, LOAD)).toHaveAttribute('role', 'alert');
    expect(input).toHaveAccessibleDescription(/это не текстовый файл CSV/);
  });

  it('shows places and corrects one line in its row, keeping what was typed on a refusal', async () => {
    const user = userEvent.setup();
    let rows = [
      result(),
      result({
        id: 2,
        bib: '102',
        name: 'Сидоров Пётр',
        timeMs: 3_800_000,
        place: 2,
        genderPlace: 2,
        ageGroupPlace: 2,
      }),
      result({
        id: 3,
        bib: '103',
        name: 'Орлов Олег',
        status: 'dsq',
        timeMs: null,
        place: null,
        genderPlace: null,
        ageGroupPlace: null,
      }),
    ];
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/results`]: () => json(overview(rows)),
      'PUT /api/cabinet/results/2': ({ body }) => {
        const { time } = body as { time: string | null };
        if (time === '7 минут') {
          return json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Проверьте введённые данные.',
                fields: { time: '«7 минут» — не время: пишите ч:мм:сс, ч:мм:сс.д или мм:сс' },
              },
            },
            400,
          );
        }
        rows = [
          result({ id: 2, bib: '102', name: 'Сидоров Пётр', timeMs: 3_600_500 }),
          result({ place: 2, genderPlace: 2, ageGroupPlace: 2 }),
          rows[2]!,
        ];
        return json(rows[0]);
      },
    });
    renderTenantApp({ user: ORGANIZER, path: PATH });
    const table = await screen.findByRole('table', { name: 'Результаты дистанции' }, LOAD);
    const rowOf = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr')!);
    expect(rowOf('Орлов Олег').getByText('DSQ — дисквалифицирован')).toBeVisible();
    expect(rowOf('Петров Иван').getByText('1:02:03.4')).toBeVisible();

    await user.click(rowOf('Сидоров Пётр').getByRole('button', { name: 'Исправить результат номера 102' }));
    const time = rowOf('Сидоров Пётр').getByRole('textbox', { name: 'Время' });
    expect(time).toHaveValue('1:03:20');
    await user.clear(time);
    await user.type(time, '7 минут');
    await user.click(rowOf('Сидоров Пётр').getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(time).toHaveAttribute('aria-invalid', 'true'));
    expect(time).toHaveAccessibleDescription('«7 минут» — не время: пишите ч:мм:сс, ч:мм:сс.д или мм:сс');
    expect(time).toHaveValue('7 минут');

    await user.clear(time);
    await user.type(time, '1:00:00.5');
    await user.click(rowOf('Сидоров Пётр').getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Результат номера 102 исправлен', {}, LOAD)).toBeVisible();
    expect(calls.puts('/api/cabinet/results/2').at(-1)!.body).toEqual({
      status: 'finished',
      time: '1:00:00.5',
    });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Сидоров Пётр'));
    expect(rowOf('Петров Иван').getAllByRole('cell')[0]).toHaveTextContent('2');
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/cabinet/me': ME, [`GET ${BASE}/results`]: json(overview([result()])) });
    renderTenantApp({ user: ORGANIZER, path: PATH });
    expect(await screen.findByRole('heading', { name: 'Upload finish times' }, LOAD)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Correct the result of number 101' })).toBeVisible();
  });
});
