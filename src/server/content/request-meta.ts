import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/constants.js';
import { requestLanguage } from '../http/request-context.js';
import type { SubmissionMeta } from './submissions.js';

/** The language of a content call: `language` in the query, else the culture cookie. */
export function contentLanguage(
  app: FastifyInstance,
  request: FastifyRequest,
  query: { language?: Language | undefined } = {},
): Language {
  return query.language ?? requestLanguage(app, request);
}

/**
 * A form submission's request: its tenant, language, signed-in author and client address (`request.ip`
 * honours TRUST_PROXY, so behind a proxy it is the forwarded address).
 */
export function submissionMetaOf(app: FastifyInstance, request: FastifyRequest): SubmissionMeta {
  const { user } = request;
  return {
    tenant: request.tenant,
    lang: requestLanguage(app, request),
    clientIp: request.ip,
    user: user ? { id: Number(user.id), email: user.email } : null,
    log: request.log,
  };
}
