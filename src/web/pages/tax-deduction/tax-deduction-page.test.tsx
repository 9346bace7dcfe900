import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TaxCertificate, TaxDeductionPage } from '../../../shared/schemas/tax-deduction.js';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { paidTaxPage, taxCertificate } from './tax-deduction-fixtures.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

/** A small server: the page as given; a request issues `issued` (or the refusal) and the page then lists them. */
function taxServer(page: TaxDeductionPage, answer: { issued?: TaxCertificate[]; refusal?: Response } = {}) {
  let current = page;
  mockApi({
    'GET /api/tax-deduction': () => json(current),
    'POST /api/tax-deduction/requests': () => {
      if (answer.refusal) return answer.refusal;
      current = { ...current, certificates: [...(answer.issued ?? []), ...current.certificates] };
      return json({ certificates: answer.issued ?? [] }, 201);
    },
    'POST /api/tax-deduction/certificates/:id/reissue': ({ params }) => {
      const renewed = taxCertificate({
        id: Number(params.id) + 100,
        correction: 1,
        amount: current.certificates[0]!.currentAmount,
      });
      current = { ...current, certificates: [renewed] };
      return json(renewed, 201);
    },
  });
  renderTenantApp({ user: SIGNED_IN, path: '/tax-deduction' });
}

const form = () => screen.findByRole('button', { name: 'Получить справку' }, { timeout: 10_000 });

describe('/tax-deduction', { timeout: 20_000 }, () => {
  it("lists last year's paid entries for her and her son, and which organizers issue certificates", async () => {
    taxServer(paidTaxPage());
    expect(await screen.findByRole('heading', { level: 1, name: 'Налоговый вычет за спорт' })).toBeVisible();
    const year = await screen.findByRole('list', { name: 'Заказы за 2025 год' });
    const entries = within(year).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[1]).toHaveTextContent('Смирнов Миша Иванович');
    expect(entries[0]).toHaveTextContent('Выдаёт справки');
    expect(entries[2]).toHaveTextContent('Северная столица спорт');
    expect(entries[2]).toHaveTextContent('Нет в перечне Минспорта');
    // what the listed organizer's certificates can count: 2 500 + 2 500 ₽
    expect(screen.getByText(/Можно заявить к вычету: 5\s000/)).toBeVisible();
    expect(screen.getByText('Справок пока нет: запросите первую в форме выше.')).toBeVisible();
  });

  it('says a wrong INN under the field, sends nothing, and keeps what was typed', async () => {
    const user = userEvent.setup();
    taxServer(paidTaxPage());
    await user.click(await form());
    const inn = screen.getByRole('textbox', { name: 'ИНН плательщика' });
    expect(await screen.findByText('Укажите ИНН плательщика')).toBeVisible();
    await user.type(inn, '500100732258');
    await user.click(screen.getByRole('button', { name: 'Получить справку' }));
    expect(await screen.findByText('Такого ИНН не бывает: проверьте цифры')).toBeVisible();
    expect(inn).toHaveAttribute('aria-invalid', 'true');
    expect(inn).toHaveValue('500100732258');
    expect(calls.posts('/api/tax-deduction/requests')).toHaveLength(0);
  });

  it("asks for the son's certificate paid by the spouse, and lists it once issued", async () => {
    const user = userEvent.setup();
    const issued = taxCertificate({
      payer: { kind: 'SPOUSE', name: 'Смирнов Иван Петрович', inn: '500100732259' },
      participant: { kind: 'KIDS', name: 'Смирнов Миша Иванович' },
    });
    taxServer(paidTaxPage(), { issued: [issued] });
    await form();
    await user.click(screen.getByRole('radio', { name: 'Супругом(ой)' }));
    // a spouse claims for the children only
    await user.type(screen.getByRole('textbox', { name: 'ИНН плательщика' }), '500100732259');
    await user.click(screen.getByRole('button', { name: 'Получить справку' }));
    expect(
      await screen.findByText(
        'Супруг(а) получает вычет только за ваших детей: за ваше участие плательщик — вы',
      ),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Фамилия супруга(и)' }), 'Смирнов');
    await user.type(screen.getByRole('textbox', { name: 'Имя супруга(и)' }), 'Иван');
    await user.type(screen.getByRole('textbox', { name: 'Отчество супруга(и), если есть' }), 'Петрович');
    await user.type(screen.getByLabelText('Дата рождения супруга(и)'), '1988-02-03');
    await user.click(screen.getByRole('radio', { name: 'Моему ребёнку' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ребёнок' }), 'Смирнов Миша Иванович');
    await user.click(screen.getByRole('button', { name: 'Получить справку' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Готова 1 справка');
    expect(calls.posts('/api/tax-deduction/requests')[0]?.body).toEqual({
      year: 2025,
      payer: 'SPOUSE',
      payerInn: '500100732259',
      spouse: { lastName: 'Смирнов', firstName: 'Иван', patronymic: 'Петрович', birthDate: '1988-02-03' },
      participant: 'KIDS',
      childId: 31,
    });
    const list = await screen.findByRole('list', { name: 'Мои справки' });
    expect(within(list).getByRole('heading', { name: 'Справка № 12 за 2025 год' })).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Скачать PDF: справка № 12 за 2025 год' })).toHaveAttribute(
      'href',
      '/api/tax-deduction/certificates/7/certificate.pdf',
    );
  });

  it("shows the server's refusal above the button and keeps the form", async () => {
    const user = userEvent.setup();
    taxServer(paidTaxPage(), {
      refusal: apiError(
        422,
        'TAX_NOTHING_PAID',
        'В 2024 году за участие этого человека ничего не оплачено (или всё возвращено) — справку выдать не из чего.',
      ),
    });
    await form();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Год оплаты' }), '2024');
    await user.type(screen.getByRole('textbox', { name: 'ИНН плательщика' }), '500100732259');
    await user.click(screen.getByRole('button', { name: 'Получить справку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'В 2024 году за участие этого человека ничего не оплачено',
    );
    expect(screen.getByRole('textbox', { name: 'ИНН плательщика' })).toHaveValue('500100732259');
  });

  it('says an outdated certificate was refunded and gets a new one', async () => {
    const user = userEvent.setup();
    taxServer(
      paidTaxPage({
        certificates: [
          taxCertificate({ state: 'outdated', currentAmount: { amount: 227_564, currency: 'RUB' } }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Мои справки' });
    expect(within(list).getByText('Устарела')).toBeVisible();
    expect(within(list).getByText(/После выдачи был возврат: по оплатам теперь 2\s275,64/)).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Получить новую справку' }));
    await waitFor(() => expect(calls.posts('/api/tax-deduction/certificates/7/reissue')).toHaveLength(1));
    expect(await within(list).findByText('Действует')).toBeVisible();
    expect(
      within(list).getByRole('heading', { name: 'Справка № 12 за 2025 год, корректировка 1' }),
    ).toBeVisible();
  });
});
