import type { Language } from '../../shared/constants.js';
import { composeBlockMail, type MailBlock } from '../mail/mail-compose.js';
import type { Mail } from '../mail/mailer.js';
import { formatMoney } from '../payments/documents/pdf-format.js';

/*
 * The mail that says certificates for the tax deduction are ready (issue 19, ADR 030): after the runner's
 * request, and after the organizer's staff or support issued one anew. It links to /tax-deduction, where
 * they are downloaded signed in (a link to the PDF itself would answer 401 to a reader signed out).
 */

export interface CertificatesMail {
  to: string;
  lang: Language;
  tenant: string;
  /** `http(s)://host` of the tenant. */
  origin: string;
  /** Who issued them: the runner's own request, or the organizer's office (a reissue). */
  byStaff: boolean;
  year: number;
  participant: string;
  certificates: { organizer: string; number: number; correction: number; amount: number; currency: string }[];
}

export function certificatesMail(m: CertificatesMail): Mail {
  const ru = m.lang === 'ru';
  const blocks: MailBlock[] = [
    { label: ru ? 'Год' : 'Year', value: String(m.year) },
    { label: ru ? 'Участник' : 'Participant', value: m.participant },
    ...m.certificates.map((c) => ({
      label: c.organizer,
      value: ru
        ? `справка № ${c.number}${c.correction > 0 ? `, корректировка ${c.correction}` : ''}: ${formatMoney({ amount: c.amount, currency: c.currency }, 'ru')}`
        : `certificate No. ${c.number}${c.correction > 0 ? `, correction ${c.correction}` : ''}: ${formatMoney({ amount: c.amount, currency: c.currency }, 'en')}`,
    })),
  ];
  return composeBlockMail(m.to, {
    subject: ru
      ? `${m.tenant}: справка для налогового вычета за ${m.year} год`
      : `${m.tenant}: tax deduction certificate for ${m.year}`,
    intro: ru
      ? m.byStaff
        ? 'Организатор выдал новую справку об оплате физкультурно-оздоровительных услуг. Прежняя больше не действует — подавайте в налоговую новую.'
        : 'Справки об оплате физкультурно-оздоровительных услуг готовы. Скачайте их и приложите к декларации 3-НДФЛ или отдайте работодателю.'
      : m.byStaff
        ? 'The organizer has issued a new certificate of payment for sports services. The previous one no longer holds: give the new one to the tax office.'
        : 'Your certificates of payment for sports services are ready. Download them and attach them to your 3-NDFL return, or give them to your employer.',
    blocks,
    link: { label: ru ? 'Скачать справки' : 'Download the certificates', href: `${m.origin}/tax-deduction` },
    footer: ru
      ? `Это письмо отправлено сайтом ${m.tenant} о вашей справке для налогового вычета.`
      : `This mail was sent by ${m.tenant} about your tax deduction certificate.`,
  });
}
