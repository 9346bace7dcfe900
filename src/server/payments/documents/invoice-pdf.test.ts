import { describe, expect, it } from 'vitest';
import { readPdf } from './pdf-text-fixture.js';
import {
  PAYMENT_PURPOSE_MAX,
  paymentPurpose,
  renderInvoicePdf,
  type InvoiceDocument,
} from './invoice-pdf.js';

const rub = (amount: number) => ({ amount, currency: 'RUB' });

function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  // 10 × 2 500 + 2 × 1 234,50 = 27 469 ₽; 2 % commission = 549,38 ₽.
  return {
    language: 'ru',
    site: 'Фонтанка',
    orderNumber: 'A-100234',
    issuedAt: new Date('2026-07-01T09:30:00Z'),
    dueAt: new Date('2026-07-01T09:50:00Z'),
    timeZone: 'Europe/Moscow',
    supplier: {
      name: 'Беговой клуб «Фонтанка»',
      legalName: 'ООО «Фонтанка Спорт»',
      inn: '7801234567',
      kpp: '780101001',
      ogrn: '1127847000000',
      address: 'Санкт-Петербург, наб. реки Фонтанки, 1',
      bankName: 'ПАО Сбербанк',
      bic: '044030653',
      account: '40702810955000000001',
      correspondentAccount: '30101810500000000653',
    },
    payer: {
      legalName: 'АО «Ромашка»',
      inn: '7701234567',
      kpp: '770101001',
      address: '101000, Москва, ул. Мясницкая, д. 1',
    },
    event: { name: 'Пионерский полумарафон 2026', startsAt: new Date('2026-07-12T04:00:00Z') },
    lines: [
      { name: 'Регистрация: 21,1 км (команда)', count: 10, price: rub(250_000) },
      { name: 'Футболка, размер M', count: 2, price: rub(123_450) },
    ],
    amounts: { full: rub(2_746_900), discount: rub(0), commission: rub(54_938), total: rub(2_801_838) },
    promoCode: null,
    ...overrides,
  };
}

describe('renderInvoicePdf', () => {
  it("writes a Russian invoice: the organizer's requisites and bank account, the payer, lines, total, no VAT, purpose, due date", async () => {
    const pdf = await renderInvoicePdf(invoice());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, pages } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Счёт на оплату № A-100234 от 1 июля 2026 г.');
    expect(text).toContain('Дата счёта 1 июля 2026 г.');
    // the payment window's end, 09:50 UTC, in Moscow
    expect(text).toContain('Оплатить до 1 июля 2026 г. в 12:50 GMT+3');

    expect(text).toContain('Поставщик (получатель платежа)');
    expect(text).toContain('Наименование ООО «Фонтанка Спорт»');
    expect(text).toContain('Организатор Беговой клуб «Фонтанка»');
    expect(text).toContain('ИНН 7801234567');
    expect(text).toContain('КПП 780101001');
    expect(text).toContain('ОГРН 1127847000000');
    expect(text).toContain('Адрес Санкт-Петербург, наб. реки Фонтанки, 1');
    expect(text).toContain('Банк получателя ПАО Сбербанк');
    expect(text).toContain('БИК 044030653');
    expect(text).toContain('Расчётный счёт 40702810955000000001');
    expect(text).toContain('Корр. счёт 30101810500000000653');

    expect(text).toContain(
      'Плательщик Наименование АО «Ромашка» ИНН 7701234567 КПП 770101001 Адрес 101000, Москва, ул. Мясницкая, д. 1',
    );
    expect(text).toContain('Мероприятие Пионерский полумарафон 2026');

    expect(text).toContain('1 Регистрация: 21,1 км (команда) 10 2 500,00 ₽ 25 000,00 ₽');
    expect(text).toContain('2 Футболка, размер M 2 1 234,50 ₽ 2 469,00 ₽');
    expect(text).toContain('Стоимость 27 469,00 ₽');
    expect(text).toContain('Комиссия сервиса 549,38 ₽');
    expect(text).toContain('Итого к оплате 28 018,38 ₽');
    expect(text).toContain('НДС Без НДС');
    expect(text).toContain('Всего наименований 2, на сумму 28 018,38 ₽.');

    expect(text).toContain(
      'Назначение платежа Оплата заказа № A-100234 за участие в «Пионерский полумарафон 2026». Без НДС.',
    );
    expect(text).toContain('действителен без подписи и печати');
    expect(text).toContain('Стр. 1 из 1');
  });

  it("leaves out the bank fields and the payer's INN when they are not known; a sole trader's number is OGRNIP", async () => {
    const { text } = await readPdf(
      await renderInvoicePdf(
        invoice({
          supplier: {
            name: 'ИП Петров',
            legalName: 'Индивидуальный предприниматель Петров Пётр Петрович',
            inn: '780123456789',
            ogrn: '312784700000012',
            address: 'Санкт-Петербург',
          },
          payer: { legalName: 'ООО «Лютик»' },
          amounts: {
            full: rub(2_746_900),
            discount: rub(100_000),
            commission: rub(0),
            total: rub(2_646_900),
          },
          promoCode: 'CORP',
        }),
      ),
    );
    expect(text).toContain('ОГРНИП 312784700000012');
    expect(text).not.toMatch(/БИК|Расчётный счёт|Корр\. счёт|Банк получателя|КПП/);
    expect(text).toContain('Плательщик Наименование ООО «Лютик» Состав заказа');
    expect(text).toContain('Скидка по промокоду «CORP» -1 000,00 ₽');
    expect(text).toContain('Итого к оплате 26 469,00 ₽');
  });

  it('writes an English invoice', async () => {
    const { text } = await readPdf(await renderInvoicePdf(invoice({ language: 'en' })));
    expect(text).toContain('Invoice No. A-100234 of 1 July 2026');
    expect(text).toContain('Pay by 1 July 2026 at 12:50 GMT+3');
    expect(text).toContain('Supplier (payee)');
    expect(text).toContain('BIC 044030653');
    expect(text).toContain('1 Регистрация: 21,1 км (команда) 10 ₽2,500.00 ₽25,000.00');
    expect(text).toContain('Total due ₽28,018.38');
    expect(text).toContain('VAT No VAT');
    expect(text).toContain(
      'Payment for order No. A-100234 for taking part in "Пионерский полумарафон 2026". No VAT.',
    );
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toMatch(/Счёт|Итого/);
  });

  it("keeps the payment purpose within the payment order's 210 characters", () => {
    const purpose = paymentPurpose('ru', 'A-100234', 'Супермарафон по пересечённой местности '.repeat(20));
    expect(purpose.length).toBeLessThanOrEqual(PAYMENT_PURPOSE_MAX);
    expect(purpose).toMatch(/^Оплата заказа № A-100234 за участие в «Супермарафон .*…»\. Без НДС\.$/);
    expect(paymentPurpose('ru', 'A-1', ' Забег \n «Весна» ')).toBe(
      'Оплата заказа № A-1 за участие в «Забег «Весна»». Без НДС.',
    );
  });

  it('wraps and cuts long names without throwing, and runs a 60-line order over several pages', async () => {
    const word = 'Оченьдлинноеназваниебезпробелов'.repeat(60);
    const lines = Array.from({ length: 60 }, (_, i) => ({
      name: i === 0 ? word : `Позиция ${i + 1}`,
      count: 1,
      price: rub(10_000),
    }));
    const pdf = await renderInvoicePdf(
      invoice({
        supplier: { ...invoice().supplier, legalName: word, address: 'Санкт-Петербург '.repeat(100) },
        payer: { legalName: word, inn: '7701234567' },
        event: { name: word, startsAt: new Date('2026-07-12T04:00:00Z') },
        lines,
        amounts: { full: rub(600_000), discount: rub(0), commission: rub(0), total: rub(600_000) },
      }),
    );
    const { text, pages } = await readPdf(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('…');
    expect(text).not.toContain(word);
    expect(text).toContain('60 Позиция 60 1 100,00 ₽ 100,00 ₽');
    expect(text.match(/№ Наименование Кол-во Цена Сумма/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Итого к оплате 6 000,00 ₽');
    expect(text).toContain('Всего наименований 60, на сумму 6 000,00 ₽.');
    expect(text).toContain(`Стр. ${pages} из ${pages}`);
  });
});
