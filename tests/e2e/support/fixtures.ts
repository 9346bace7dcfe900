// What several journeys need: the app's dev outbox (every mail it sent) and signing in through the form.
import type { Page } from 'playwright-core';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailQuery {
  /** Only mails to this address. */
  to?: string;
  /** Only mails whose text contains this (a link's path, a word). */
  containing?: string;
  /** Only mails whose subject contains this. */
  subject?: string;
}

/**
 * The newest mail matching the query, from `/api/dev/outbox`. Mail is written just after the answer that
 * sends it, so this waits for it (5 s at most).
 */
export async function readEmail(baseUrl: string, query: MailQuery): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(`${baseUrl}/api/dev/outbox`);
    const { items } = (await res.json()) as { items: OutboxMail[] };
    const mail = items.find(
      (m) =>
        (query.to === undefined || m.to === query.to) &&
        (query.containing === undefined || m.text.includes(query.containing)) &&
        (query.subject === undefined || m.subject.includes(query.subject)),
    );
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `no mail${query.to ? ` to ${query.to}` : ''}${query.containing ? ` with ${query.containing}` : ''}${
      query.subject ? ` about ${query.subject}` : ''
    }`,
  );
}

/** The absolute link with a `?token=` to `path` in a mail. */
export function linkIn(mail: OutboxMail, path: string): string {
  const match = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=[\\w-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[0];
}

/** Fills the Russian sign-in form the page shows (`/login`) and submits it. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/**
 * Signs up a new account (Пётр Новиков) through the Russian form (`/signup`) and opens the e-mailed
 * confirmation link, which signs the new account in.
 */
export async function signUp(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel('Имя').fill('Пётр');
  await page.getByLabel('Фамилия').fill('Новиков');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill('long-enough-1');
  await page.getByLabel(/Я принимаю условия/).check();
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await page.getByRole('heading', { name: 'Проверьте почту' }).waitFor();
  await page.goto(linkIn(await readEmail(baseUrl, { to: email }), '/signup/confirm'));
  // the confirmation signs the account in and goes on to the home page
  await page.getByRole('button', { name: /Пётр Новиков/ }).waitFor();
}

/** The demo participant the app adds outside production (README, "Demo accounts"). */
export const DEMO_ANNA = { email: 'anna@startline.test', password: 'startline-demo' };
