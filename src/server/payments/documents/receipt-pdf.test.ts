import { describe, expect, it } from 'vitest';
import { readPdf } from './pdf-text-fixture.js';
import { formatMoney } from './pdf-format.js';
import { renderReceiptPdf, type ReceiptDocument } from './receipt-pdf.js';

const rub = (amount: number) => ({ amount, currency: 'RUB' });

function receipt(overrides: Partial<ReceiptDocument> = {}): ReceiptDocument {
  // 2 500 + 2 × 1 234,50 + 350 = 5 319 ₽; −500 ₽ by the code; 2 % of (5 319 − 350 − 500) = 89,38 ₽.
  return {
    language: 'ru',
    site: 'Фонтанка',
    orderNumber: 'A-100234',
    paidAt: new Date('2026-07-01T09:30:00Z'),
    timeZone: 'Europe/Moscow',
    payer: { name: 'Иванов Иван Иванович', email: 'ivan@example.ru' },
    event: { name: 'Пионерский полумарафон 2026', startsAt: new Date('2026-07-12T04:00:00Z') },
    lines: [
      { name: 'Регистрация: 21,1 км — Петров Пётр', count: 1, price: rub(250_000) },
      { name: 'Футболка, размер M', count: 2, price: rub(123_450) },
      { name: 'Страховка от несчастного случая', count: 1, price: rub(35_000) },
    ],
    amounts: {
      full: rub(531_900),
      discount: rub(50_000),
      commission: rub(8_938),
      total: rub(490_838),
      paid: rub(490_838),
      refunded: rub(0),
    },
    promoCode: 'RUN10',
    payments: [
      { method: 'Банковская карта', amount: rub(490_838), paidAt: new Date('2026-07-01T09:30:00Z') },
    ],
    organizer: {
      name: 'Беговой клуб «Фонтанка»',
      legalName: 'ООО «Фонтанка Спорт»',
      inn: '7801234567',
      ogrn: '1127847000000',
      address: 'Санкт-Петербург, наб. реки Фонтанки, 1',
    },
    ...overrides,
  };
}

describe('renderReceiptPdf', () => {
  it('writes a Russian receipt in Cyrillic: order, payer, event, lines, amounts, payments, organizer', async () => {
    const pdf = await renderReceiptPdf(receipt());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, pages } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Квитанция об оплате заказа № A-100234');
    expect(text).toContain('Сайт Фонтанка');
    // 09:30 UTC is 12:30 in Moscow
    expect(text).toContain('Дата оплаты 1 июля 2026 г. в 12:30 GMT+3');
    expect(text).toContain('Плательщик Иванов Иван Иванович');
    expect(text).toContain('Электронная почта ivan@example.ru');
    expect(text).toContain('Мероприятие Пионерский полумарафон 2026');
    expect(text).toContain('Дата старта 12 июля 2026 г. в 07:00 GMT+3');

    expect(text).toContain('№ Наименование Кол-во Цена Сумма');
    expect(text).toContain('1 Регистрация: 21,1 км — Петров Пётр 1 2 500,00 ₽ 2 500,00 ₽');
    expect(text).toContain('2 Футболка, размер M 2 1 234,50 ₽ 2 469,00 ₽');
    expect(text).toContain('3 Страховка от несчастного случая 1 350,00 ₽ 350,00 ₽');

    expect(text).toContain('Стоимость 5 319,00 ₽');
    expect(text).toContain('Скидка по промокоду «RUN10» -500,00 ₽');
    expect(text).toContain('Комиссия сервиса 89,38 ₽');
    expect(text).toContain('Итого 4 908,38 ₽');
    expect(text).toContain('Оплачено 4 908,38 ₽');
    expect(text).not.toContain('Возвращено');

    expect(text).toContain('Банковская карта 1 июля 2026 г. в 12:30 GMT+3 4 908,38 ₽');

    expect(text).toContain('Организатор Беговой клуб «Фонтанка»');
    expect(text).toContain('Юридическое лицо ООО «Фонтанка Спорт»');
    expect(text).toContain('ИНН 7801234567');
    expect(text).toContain('ОГРН 1127847000000');
    expect(text).toContain('Адрес Санкт-Петербург, наб. реки Фонтанки, 1');

    expect(text).toContain('Не является кассовым чеком');
    expect(text).toContain('Фонтанка · Квитанция об оплате заказа № A-100234 Стр. 1 из 1');
  });

  it('writes an English receipt with English money and dates', async () => {
    const { text } = await readPdf(await renderReceiptPdf(receipt({ language: 'en' })));
    expect(text).toContain('Payment receipt for order No. A-100234');
    expect(text).toContain('Paid on 1 July 2026 at 12:30 GMT+3');
    expect(text).toContain('2 Футболка, размер M 2 ₽1,234.50 ₽2,469.00');
    expect(text).toContain('Subtotal ₽5,319.00');
    expect(text).toContain('Discount (promo code RUN10) -₽500.00');
    expect(text).toContain('Service fee ₽89.38');
    expect(text).toContain('Total ₽4,908.38');
    expect(text).toContain('Paid ₽4,908.38');
    expect(text).toContain('INN (taxpayer ID) 7801234567');
    expect(text).toContain('It is not a fiscal receipt');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toMatch(/[Кк]витанция|Итого/);
  });

  it('reads back right in documents drawn after and alongside others (the fonts are shared)', async () => {
    // Cyrillic «а», «е», «о», «р», «с», «у» are drawn from the Latin glyphs: a cache of glyphs left over
    // from a Russian receipt would leave those letters out of an English one's text.
    const pdfs = await Promise.all(
      (['ru', 'en', 'ru', 'en'] as const).map((language) => renderReceiptPdf(receipt({ language }))),
    );
    const texts = await Promise.all(pdfs.map(async (pdf) => (await readPdf(pdf)).text));
    for (const text of [texts[1], texts[3]]) {
      expect(text).toContain('Payment receipt for order No. A-100234');
      expect(text).toContain('Email ivan@example.ru');
      expect(text).toContain('This receipt was generated automatically and confirms the payment of order');
    }
    expect(texts[2]).toBe(texts[0]);
    expect(texts[2]).toContain('Скидка по промокоду «RUN10» -500,00 ₽');
  });

  it("shows times in the event's time zone, the refunded amount, a sole trader's OGRNIP, no organizer block when there is none", async () => {
    const withRefund = await readPdf(
      await renderReceiptPdf(
        receipt({
          timeZone: 'Asia/Yekaterinburg',
          amounts: { ...receipt().amounts, refunded: rub(35_000) },
          organizer: { ...receipt().organizer!, ogrn: '312784700000012' },
        }),
      ),
    );
    expect(withRefund.text).toContain('Дата оплаты 1 июля 2026 г. в 14:30 GMT+5');
    expect(withRefund.text).toContain('Возвращено 350,00 ₽');
    expect(withRefund.text).toContain('ОГРНИП 312784700000012');

    const withoutOrganizer = await readPdf(
      await renderReceiptPdf(receipt({ organizer: null, promoCode: null })),
    );
    expect(withoutOrganizer.text).not.toContain('ИНН');
    expect(withoutOrganizer.text).toContain('Скидка -500,00 ₽');
  });

  it('wraps long names and cuts what does not fit with an ellipsis, without throwing', async () => {
    const word = 'Оченьдлинноеназваниебезпробелов'.repeat(60);
    const words = 'Супермарафон по пересечённой местности с ночным этапом '.repeat(60);
    const pdf = await renderReceiptPdf(
      receipt({
        site: 'Фонтанка '.repeat(80),
        payer: { name: word, email: `${'x'.repeat(400)}@example.ru` },
        event: { name: words, startsAt: new Date('2026-07-12T04:00:00Z') },
        lines: [
          { name: word, count: 1, price: rub(250_000) },
          { name: `${words}\n\tс переводом строки`, count: 1, price: rub(35_000) },
        ],
        promoCode: word,
        payments: [{ method: word, amount: rub(490_838), paidAt: new Date('2026-07-01T09:30:00Z') }],
        organizer: { name: word, legalName: words, inn: '7801234567', ogrn: '1127847000000', address: words },
      }),
    );
    const { text, pages } = await readPdf(pdf);
    expect(text).toContain('Квитанция об оплате заказа № A-100234');
    expect(text).toContain('…');
    expect(text).not.toContain(word);
    expect(text).not.toContain('с переводом строки');
    expect(text).toContain('Итого 4 908,38 ₽');
    expect(text).toContain('ИНН 7801234567');
    expect(pages).toBeLessThanOrEqual(2);
  });

  it('runs a 60-line order over several pages, repeating the table header, and numbers the pages', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      name: `Позиция ${i + 1}`,
      count: 1,
      price: rub(10_000 + i),
    }));
    const { text, pages } = await readPdf(await renderReceiptPdf(receipt({ lines })));
    expect(pages).toBeGreaterThan(1);
    for (let i = 1; i <= 60; i++) expect(text).toContain(`${i} Позиция ${i} 1 `);
    expect(text).toContain('60 Позиция 60 1 100,59 ₽ 100,59 ₽');
    expect(text.match(/№ Наименование Кол-во Цена Сумма/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`Стр. ${pages} из ${pages}`);
    expect(text).toContain('Итого 4 908,38 ₽');
  });
});

describe('formatMoney', () => {
  it('formats integer kopecks exactly, in Russian and in English', () => {
    expect(formatMoney(rub(123_450), 'ru')).toBe('1\u00a0234,50\u00a0₽');
    expect(formatMoney(rub(123_450), 'en')).toBe('₽1,234.50');
    expect(formatMoney(rub(1), 'ru')).toBe('0,01\u00a0₽');
    expect(formatMoney(rub(-5), 'en')).toBe('-₽0.05');
    expect(formatMoney(rub(0), 'ru')).toBe('0,00\u00a0₽');
    // The largest safe integer: divided by 100 as a float, it would print …409.90
    expect(formatMoney(rub(Number.MAX_SAFE_INTEGER), 'en')).toBe('₽90,071,992,547,409.91');
  });

  it('refuses an amount that is not an integer', () => {
    expect(() => formatMoney(rub(10.5), 'ru')).toThrow(RangeError);
  });
});
