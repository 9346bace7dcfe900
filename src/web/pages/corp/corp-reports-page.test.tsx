import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CorpReports } from '../../../shared/schemas/corp-reports.js';
import { Providers } from '../../app/providers.js';
import { corpFrameContext } from '../../features/corp/corp-context.js';
import { corpReportsTexts } from '../../i18n/catalogs/corp-reports.js';
import { i18n, loadCatalog } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import type { SignedInUser } from '../../../shared/schemas/user.js';
import { CorpReportsPage } from './corp-reports-page.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  await loadCatalog(corpReportsTexts);
});

const LOAD = { timeout: 10_000 };
const URL = '/api/corp/companies/7/reports';

const SUMMER = { code: 'summer-run', name: 'Летний забег', date: '2029-06-02' };
const AUTUMN = { code: 'autumn-run', name: 'Осенний забег', date: '2030-09-10' };
const person = (lastName: string, firstName: string, patronymic = '', removed = false) => ({
  lastName,
  firstName,
  patronymic,
  removed,
});

const REPORT: CorpReports = {
  company: { id: 7, name: 'Ромашка' },
  period: { from: null, to: null },
  event: null,
  events: [AUTUMN, SUMMER],
  participants: [
    {
      registrationId: 6,
      employee: person('Орлова', 'Анна'),
      event: AUTUMN,
      race: '10 км',
      orderNumber: 'L-2',
      state: 'held',
      bib: null,
      result: null,
      timeMs: null,
      place: null,
    },
    {
      registrationId: 1,
      employee: person('Иванов', 'Иван', 'Иванович'),
      event: SUMMER,
      race: '10 км',
      orderNumber: 'L-1',
      state: 'confirmed',
      bib: '101',
      result: 'finished',
      timeMs: 3_725_000,
      place: 2,
    },
    {
      registrationId: 3,
      employee: person('Сидоров', 'Пётр', '', true),
      event: SUMMER,
      race: '10 км',
      orderNumber: 'L-1',
      state: 'confirmed',
      bib: '103',
      result: 'dnf',
      timeMs: null,
      place: null,
    },
    {
      registrationId: 4,
      employee: person('Козлов', 'Олег'),
      event: SUMMER,
      race: '10 км',
      orderNumber: 'L-1',
      state: 'cancelled',
      bib: '104',
      result: null,
      timeMs: null,
      place: null,
    },
  ],
  spend: [
    { event: AUTUMN, places: 1, paid: 0, refunded: 0, net: 0 },
    { event: SUMMER, places: 2, paid: 400_000, refunded: 100_050, net: 299_950 },
  ],
  totals: {
    entries: 4,
    confirmed: 2,
    held: 1,
    started: 2,
    finished: 1,
    dnf: 1,
    dns: 0,
    places: 3,
    paid: 400_000,
    refunded: 100_050,
    net: 299_950,
    currency: 'RUB',
  },
};

/** The page inside a frame that hands it company 7 (as pages/corp/corp-page.tsx does), at `path`. */
function renderReports(path = '/corp/reports?company=7', role: 'admin' | 'manager' | 'support' = 'manager') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context = corpFrameContext({ id: 7, name: 'Ромашка', role }, role === 'support');
  const router = createMemoryRouter(
    [
      {
        path: '/corp',
        element: <Outlet context={context} />,
        children: [{ path: 'reports', element: <CorpReportsPage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router };
}

const rowsOf = (region: string) =>
  within(screen.getByRole('group', { name: region }))
    .getAllByRole('row')
    .map((row) => row.textContent?.replace(/\s/g, ' '));

describe('corporate cabinet: reports', { timeout: 20_000 }, () => {
  it('shows totals, participants with state and result, spend in rubles, and the files', async () => {
    mockApi({ [`GET ${URL}`]: json(REPORT) });
    renderReports();
    expect(await screen.findByRole('heading', { name: 'Отчёты', level: 1 }, LOAD)).toBeVisible();
    expect(await screen.findByText('Все события компании.', {}, LOAD)).toHaveAttribute('role', 'status');

    const totals = within(screen.getByRole('region', { name: 'Итоги' }));
    const total = (name: string) =>
      totals.getByText(name).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(total('Всего заявок')).toBe('4');
    expect(total('Оплаченных заявок')).toBe('2');
    expect(total('Оплачено компанией')).toBe('4 000 ₽');
    expect(total('Финишировали')).toBe('1');
    expect(total('Сошли')).toBe('1');
    expect(total('Итого потрачено')).toBe('2 999,50 ₽');

    expect(rowsOf('Участники')).toEqual([
      'СотрудникСобытиеДистанцияЗаявкаНомерРезультатВремяМесто',
      'Орлова АннаОсенний забег10 сентября 203010 кмЖдёт оплатыЗаказ L-2—нет результата',
      'Иванов Иван ИвановичЛетний забег2 июня 202910 кмОплаченаЗаказ L-1101Финишировал1:02:052',
      'Сидоров Пётрбольше не в списке сотрудниковЛетний забег2 июня 202910 кмОплаченаЗаказ L-1103Сошёл (DNF)',
      'Козлов ОлегЛетний забег2 июня 202910 кмОтмененаЗаказ L-1104нет результата',
    ]);
    expect(rowsOf('Расходы по событиям')).toEqual([
      'СобытиеДатаМестаОплаченоВозвращеноИтого',
      'Осенний забег10 сентября 203010 ₽0 ₽0 ₽',
      'Летний забег2 июня 202924 000 ₽1 000,50 ₽2 999,50 ₽',
      'Итого34 000 ₽1 000,50 ₽2 999,50 ₽',
    ]);

    expect(screen.getByRole('link', { name: 'Участники: скачать CSV' })).toHaveAttribute(
      'href',
      '/api/corp/companies/7/reports/participants.csv?language=ru',
    );
    expect(screen.getByRole('link', { name: 'Расходы по событиям: скачать Excel (XLSX)' })).toHaveAttribute(
      'href',
      '/api/corp/companies/7/reports/spend.xlsx?language=ru',
    );
  });

  it('asks for the filters chosen, keeps them and the company in the address and the files; refuses a reversed period', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${URL}`]: ({ query }) =>
        json({
          ...REPORT,
          period: { from: query.get('from'), to: query.get('to') },
          event: query.get('event'),
          participants: REPORT.participants.slice(1),
          spend: REPORT.spend.slice(1),
        }),
    });
    const { router } = renderReports();
    const from = await screen.findByLabelText('События с', {}, LOAD);
    const to = screen.getByLabelText('по');
    await user.type(from, '2029-07-01');
    await user.type(to, '2029-06-01');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Конец периода не может быть раньше начала');
    expect(to).toHaveAccessibleDescription('Конец периода не может быть раньше начала');
    expect(calls.gets(URL)).toHaveLength(1);

    await user.clear(from);
    await user.type(from, '2029-06-01');
    await user.clear(to);
    await user.type(to, '2029-06-30');
    await user.selectOptions(screen.getByLabelText('Событие'), 'Летний забег — 2 июня 2029');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(calls.gets(URL)).toHaveLength(2));
    const asked = calls.gets(URL)[1]!.query;
    expect([asked.get('from'), asked.get('to'), asked.get('event')]).toEqual([
      '2029-06-01',
      '2029-06-30',
      'summer-run',
    ]);
    expect(router.state.location.search).toBe('?company=7&from=2029-06-01&to=2029-06-30&event=summer-run');
    expect(
      await screen.findByText('Событие «Летний забег»; События с 1 июня 2029 по 30 июня 2029.', {}, LOAD),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Участники: скачать CSV' })).toHaveAttribute(
      'href',
      '/api/corp/companies/7/reports/participants.csv?language=ru&from=2029-06-01&to=2029-06-30&event=summer-run',
    );

    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(router.state.location.search).toBe('?company=7'));
  });

  it('says so when nothing matches, and when the company has no entries at all, in English', async () => {
    await i18n.changeLanguage('en');
    await loadCatalog(corpReportsTexts);
    mockApi({
      [`GET ${URL}`]: ({ query }) =>
        json(
          query.get('from')
            ? {
                ...REPORT,
                participants: [],
                spend: [],
                totals: { ...REPORT.totals, entries: 0, places: 0, paid: 0, refunded: 0, net: 0 },
              }
            : { ...REPORT, events: [], participants: [], spend: [] },
        ),
    });
    renderReports('/corp/reports?company=7&from=2031-01-01', 'support');
    expect(await screen.findByText('No entries match these filters.', {}, LOAD)).toBeVisible();
    expect(screen.getByText('No spend matches these filters.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /download/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Events from 1 January 2031.');
  });

  it('a company with no entries yet reads what the reports will show', async () => {
    await i18n.changeLanguage('en');
    await loadCatalog(corpReportsTexts);
    mockApi({ [`GET ${URL}`]: json({ ...REPORT, events: [], participants: [], spend: [] }) });
    renderReports();
    expect(await screen.findByText('No entries yet', {}, LOAD)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Participants' })).toBeNull();
  });

  it('a participant list cut at the page’s size says the file has them all', async () => {
    mockApi({ [`GET ${URL}`]: json({ ...REPORT, totals: { ...REPORT.totals, entries: 2_500 } }) });
    renderReports();
    expect(
      await screen.findByText('Показаны первые 4 из 2500 заявок. Все заявки — в файле.', {}, LOAD),
    ).toBeVisible();
  });

  it('opens as the cabinet’s section at /corp/reports for the company in the address', async () => {
    mockApi({
      'GET /api/corp/me': json({
        companies: [
          { id: 3, name: 'Василёк', role: 'admin' },
          { id: 7, name: 'Ромашка', role: 'manager' },
        ],
        support: false,
      }),
      [`GET ${URL}`]: json(REPORT),
    });
    renderTenantApp({
      user: { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] },
      path: '/corp/reports?company=7',
    });
    expect(await screen.findByRole('heading', { name: 'Отчёты', level: 1 }, LOAD)).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Участники' }, LOAD)).toBeVisible();
    expect(calls.gets('/api/corp/companies/3/reports')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Отчёты' })).toHaveAttribute('aria-current', 'page');
  });
});
