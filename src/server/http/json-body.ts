import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies through Fastify's own parser (prototype-poisoning safe), except that an empty body is no
 * body: the client sends JSON headers on every call, also on bodyless POSTs like the live count.
 */
export function useJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
