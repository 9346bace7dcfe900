import type { Money } from '../../shared/schemas/money.js';
import type { TaxBasisLine, TaxOrganizerSnapshot, TaxPersonSnapshot } from '../db/schema.js';
import { formatDate, formatMoney } from '../payments/documents/pdf-format.js';
import {
  fields,
  paragraph,
  renderPdf,
  section,
  table,
  title,
  totals,
} from '../payments/documents/pdf-layout.js';

/*
 * The certificate of payment for sports and fitness services for the tax office (issue 19, ADR 030): the
 * parts of the Federal Tax Service's form for these services — number, correction and year; the
 * organization (name, INN, KPP); the taxpayer (name, INN, date of birth); whether the taxpayer is the
 * person the services were for, and if not, that person; the amount spent — in Russian, the language the
 * tax office reads, whatever the runner's interface language. Drawn with the receipts' layout in DejaVu
 * Sans (ADR 019).
 */

export interface TaxCertificateDocument {
  number: number;
  correction: number;
  year: number;
  issuedAt: Date;
  /** The tenant's name (the site it was issued through). */
  site: string;
  organizer: TaxOrganizerSnapshot;
  payer: TaxPersonSnapshot & { inn: string };
  participant: TaxPersonSnapshot;
  payerIsParticipant: boolean;
  amount: Money;
  basis: readonly TaxBasisLine[];
}

const TIME_ZONE = 'Europe/Moscow';

/** «12.04.1990» from YYYY-MM-DD; a dash when unknown. */
function birthDate(value: string): string {
  const [year, month, day] = value.split('-');
  return year && month && day ? `${day}.${month}.${year}` : '—';
}

function personRows(person: TaxPersonSnapshot): [string, string][] {
  return [
    ['Фамилия', person.lastName],
    ['Имя', person.firstName],
    ['Отчество', person.patronymic],
    ['Дата рождения', birthDate(person.birthDate)],
  ];
}

/** The document's title, also its metadata and footer. */
export function taxCertificateTitle(number: number, year: number): string {
  return `Справка об оплате физкультурно-оздоровительных услуг № ${number} за ${year} год`;
}

/** An A4 certificate for the tax office, in Russian. */
export function renderTaxCertificatePdf(input: TaxCertificateDocument): Promise<Buffer> {
  const heading = taxCertificateTitle(input.number, input.year);
  const money = (amount: number) => formatMoney({ amount, currency: input.amount.currency }, 'ru');
  return renderPdf(
    {
      language: 'ru',
      title: heading,
      site: input.site,
      pageLabel: (page, pages) => `Стр. ${page} из ${pages}`,
    },
    (doc) => {
      title(doc, 'Справка об оплате физкультурно-оздоровительных услуг для представления в налоговый орган');
      doc.moveDown(0.3);
      fields(doc, [
        ['Номер справки', String(input.number)],
        ['Номер корректировки', String(input.correction)],
        ['Отчётный год', String(input.year)],
        ['Дата выдачи', formatDate(input.issuedAt, 'ru', TIME_ZONE)],
      ]);

      section(doc, 'Сведения об организации, оказавшей услуги');
      fields(doc, [
        ['Наименование', input.organizer.legalName || input.organizer.name],
        ['ИНН', input.organizer.inn],
        ['КПП', input.organizer.kpp],
        ['Адрес', input.organizer.address],
      ]);
      doc.moveDown(0.3);
      paragraph(
        doc,
        `Организация включена в перечень физкультурно-спортивных организаций и индивидуальных ` +
          `предпринимателей, осуществляющих деятельность в области физической культуры и спорта в качестве ` +
          `основного вида деятельности, на ${input.year} год.`,
        { small: true },
      );

      section(doc, 'Сведения о налогоплательщике');
      fields(doc, [...personRows(input.payer), ['ИНН', input.payer.inn]]);
      doc.moveDown(0.3);
      paragraph(
        doc,
        `Налогоплательщик и лицо, которому оказаны услуги, являются одним лицом: ${input.payerIsParticipant ? 'да' : 'нет'}.`,
      );

      if (!input.payerIsParticipant) {
        section(doc, 'Сведения о лице, которому оказаны услуги');
        fields(doc, personRows(input.participant));
      }

      section(doc, 'Оплаты, вошедшие в справку');
      table(
        doc,
        [
          { header: 'Заказ', width: 110 },
          { header: 'Услуга: участие в физкультурном мероприятии', maxLines: 2 },
          { header: 'Сумма', width: 100, align: 'right' },
        ],
        input.basis.map((line) => [line.orderNumber, line.event, money(line.amount)]),
      );
      totals(doc, [
        {
          label: 'Сумма расходов на оказанные физкультурно-оздоровительные услуги',
          value: money(input.amount.amount),
          bold: true,
        },
      ]);

      doc.moveDown(1.5);
      paragraph(
        doc,
        `Сумма — оплаченное за участие в мероприятиях организатора в ${input.year} году за вычетом ` +
          'возвратов; без сервисного сбора площадки, страховок и товаров. Справка сформирована через сайт ' +
          `${input.site} по данным организатора.`,
        { small: true },
      );
      doc.moveDown(1.5);
      paragraph(doc, 'Ответственное лицо организации: ______________________ / ______________________ /');
    },
  );
}
