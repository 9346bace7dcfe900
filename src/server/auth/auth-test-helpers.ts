import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const EN = '_rr_culture=c=en|uic=en';
export const RU = '_rr_culture=c=ru|uic=ru';
export const PASSWORD = 'correct horse battery';

export interface CallOptions {
  host?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function post(app: FastifyInstance, url: string, body: unknown, options: CallOptions = {}) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      host: options.host ?? 'localhost',
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: body === undefined ? '' : JSON.stringify(body),
  });
}

export async function currentUser(app: FastifyInstance, options: CallOptions = {}) {
  const res = await app.inject({
    url: '/api/users/getCurrent',
    headers: { host: options.host ?? 'localhost', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  return res.json() as {
    isAuthorized: boolean;
    fullName?: string;
    email?: string;
    id?: string;
    missingProfileFields?: string[];
  };
}

/** `sl_session=<token>` from an answer's Set-Cookie, ready to send back. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sl_session');
  if (!cookie?.value) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `sl_session=${cookie.value}`;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The newest mails of a host's tenant, as the dev outbox answers them. */
export async function outbox(app: FastifyInstance, host = 'localhost'): Promise<OutboxMail[]> {
  const res = await app.inject({ url: '/api/dev/outbox', headers: { host } });
  return (res.json() as { items: OutboxMail[] }).items;
}

/** Waits for the mail (sent in the background) to reach the outbox. */
export async function waitForMail(app: FastifyInstance, to: string, host = 'localhost', count = 1) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = (await outbox(app, host)).filter((m) => m.to === to);
    if (mails.length >= count && mails[0]) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

export function tokenIn(mail: OutboxMail, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in ${mail.text}`);
  return match[1];
}

let counter = 0;
/** A fresh client address, so per-IP limits of one test do not reach into the next. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${200 + ((counter >> 16) % 50)}.${(counter >> 8) % 256}.${counter % 256}`;
}

/** A fresh address per test. */
export function uniqueEmail(prefix = 'runner'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now()}@example.com`;
}

/** Signs up and confirms an account; answers the session cookie of the confirmation. */
export async function createAccount(
  app: FastifyInstance,
  email: string,
  given: CallOptions & { firstName?: string; lastName?: string } = {},
): Promise<string> {
  const options = { ...given, ip: given.ip ?? uniqueIp() };
  const signUp = await post(
    app,
    '/api/auth/signup',
    {
      email,
      password: PASSWORD,
      firstName: options.firstName ?? 'Anna',
      lastName: options.lastName ?? 'Petrova',
      acceptTerms: true,
    },
    options,
  );
  if (signUp.statusCode !== 200) throw new Error(signUp.body);
  const mail = await waitForMail(app, email, options.host);
  const confirmed = await post(
    app,
    '/api/auth/confirm-email',
    { token: tokenIn(mail, '/signup/confirm') },
    options,
  );
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
  return sessionCookieOf(confirmed);
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  options: CallOptions = {},
) {
  return post(app, '/api/auth/login', { email, password }, options);
}
