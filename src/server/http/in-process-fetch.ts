import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The headers of the page's request that an API call made for it carries too (tenant, session, proxy). */
const CARRIED = [
  'host',
  'cookie',
  'accept-language',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
];

const NO_BODY = new Set([204, 205, 304]);

/**
 * `fetch` for the server's render of a page (ADR 011): the web app's API calls go to this app in the same
 * process (Fastify's `inject`), as the page's own request — its host (the tenant), cookies (the session)
 * and address — through every hook and schema an API call from the browser meets.
 */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest) {
  const carried: Record<string, string> = {};
  for (const name of CARRIED) {
    const value = request.headers[name];
    if (typeof value === 'string') carried[name] = value;
  }
  return async (url: string, init: RequestInit): Promise<Response> => {
    const own = new Headers(init.headers);
    const headers: Record<string, string> = { ...carried };
    own.forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers: responseHeaders,
    });
  };
}
