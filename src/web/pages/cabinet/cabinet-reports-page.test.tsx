import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CabinetReports } from '../../../shared/schemas/cabinet-reports.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import type { ReportChartProps } from './report-chart.js';

// the canvas chart cannot draw in jsdom; what it is given is what matters here
vi.mock('./report-chart.js', () => ({
  default: (props: ReportChartProps) => (
    <div data-testid="chart">
      {props.days.map((d) => `${props.formatDay(d.date)}: ${d.registrations}`).join(', ')} |{' '}
      {props.labels.registrations} / {props.labels.revenue}
    </div>
  ),
}));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const LOAD = { timeout: 10_000 };
const URL = '/api/cabinet/events/moscow-marathon/reports';
const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
const ME = json({ organizers: [{ id: 1, name: 'Клуб', role: 'owner' }], support: false });

const REPORT: CabinetReports = {
  event: { code: 'moscow-marathon', name: 'Московский марафон', timeZone: 'Europe/Moscow', currency: 'RUB' },
  period: { from: null, to: null },
  days: [
    { date: '2030-03-01', registrations: 2, revenue: 201_500 },
    { date: '2030-03-02', registrations: 0, revenue: 0 },
    { date: '2030-03-03', registrations: 1, revenue: 11_813 },
  ],
  races: [
    { code: '42k', name: 'Марафон', registrations: 2, revenue: 201_500, refunds: 0 },
    { code: '10k', name: '10 км', registrations: 1, revenue: 11_813, refunds: 55_500 },
  ],
  promoCodes: [{ code: 'SPRING', orders: 2, registrations: 2, discount: 15_000, revenue: 106_313 }],
  payout: { revenue: 213_313, refunds: 55_500, commission: 10_063, insurance: 2_000, payout: 145_750 },
  totals: { registrations: 3, revenue: 213_313 },
};

/** The table inside a section named by its heading. */
const tableOf = (heading: string) =>
  within(screen.getByRole('region', { name: heading }).querySelector('table')!);

describe('cabinet reports', { timeout: 20_000 }, () => {
  it('shows the payout in rubles, the chart with a table of the same days, races and promo codes', async () => {
    mockApi({ 'GET /api/cabinet/me': ME, [`GET ${URL}`]: json(REPORT) });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/reports' });
    expect(await screen.findByRole('heading', { name: 'Московский марафон', level: 1 }, LOAD)).toBeVisible();

    const payout = within(screen.getByRole('region', { name: 'Расчёт с организатором' }));
    const line = (name: string) =>
      payout.getByText(name).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(line('Выручка')).toBe('2 133,13 ₽');
    expect(line('Возвраты')).toBe('-555 ₽');
    expect(line('Комиссия платформы')).toBe('-100,63 ₽');
    expect(line('Страховые премии (страховщику)')).toBe('-20 ₽');
    expect(line('К выплате организатору')).toBe('1 457,50 ₽');

    expect(await screen.findByTestId('chart', {}, LOAD)).toHaveTextContent(
      '1 мар.: 2, 2 мар.: 0, 3 мар.: 1 | Регистрации / Выручка',
    );
    const days = tableOf('По дням');
    expect(screen.getByRole('table', { name: 'Регистрации и выручка по дням' })).toBeVisible();
    const rows = days.getAllByRole('row').map((r) => r.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'ДеньРегистрацииВыручка',
      '1 мар. 2030 г.22 015 ₽',
      '2 мар. 2030 г.00 ₽',
      '3 мар. 2030 г.1118,13 ₽',
      'Итого32 133,13 ₽',
    ]);
    expect(tableOf('По дистанциям').getByRole('row', { name: /10 км/ })).toHaveTextContent(
      /10 км1118,13 ₽555 ₽/,
    );
    expect(tableOf('По промокодам').getByRole('row', { name: /SPRING/ })).toHaveTextContent(
      /SPRING22150 ₽1 063,13 ₽/,
    );
    expect(screen.getByRole('link', { name: 'Скачать CSV' })).toHaveAttribute(
      'href',
      '/api/cabinet/events/moscow-marathon/reports.csv?language=ru',
    );
  });

  it('asks for the period chosen, keeps it in the address and the CSV link; refuses a reversed one', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL}`]: ({ query }) =>
        json({
          ...REPORT,
          period: { from: query.get('from'), to: query.get('to') },
          days: REPORT.days.slice(2),
        }),
    });
    const { router } = renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/reports' });
    const from = await screen.findByLabelText('С', {}, LOAD);
    const to = screen.getByLabelText('По');
    await user.type(from, '2030-03-05');
    await user.type(to, '2030-03-01');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Конец периода не может быть раньше начала');
    expect(calls.gets(URL)).toHaveLength(1);

    await user.clear(from);
    await user.type(from, '2030-03-03');
    await user.clear(to);
    await user.type(to, '2030-03-04');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(calls.gets(URL)).toHaveLength(2));
    const asked = calls.gets(URL)[1]!.query;
    expect([asked.get('from'), asked.get('to')]).toEqual(['2030-03-03', '2030-03-04']);
    expect(router.state.location.search).toBe('?from=2030-03-03&to=2030-03-04');
    expect(await screen.findByText(/3 марта 2030 — 4 марта 2030/, {}, LOAD)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Скачать CSV' })).toHaveAttribute(
      'href',
      '/api/cabinet/events/moscow-marathon/reports.csv?language=ru&from=2030-03-03&to=2030-03-04',
    );

    await user.click(screen.getByRole('button', { name: 'За всё время' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when there is nothing in the period, in English too', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL}`]: json({ ...REPORT, days: [], races: [], promoCodes: [] }),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/reports?from=2031-01-01' });
    expect(await screen.findByText('No registrations or payments in this period.', {}, LOAD)).toBeVisible();
    expect(screen.getByText('No promo codes were used in this period.')).toBeVisible();
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.getByText(/^From 1 January 2031\./)).toBeVisible();
  });
});
