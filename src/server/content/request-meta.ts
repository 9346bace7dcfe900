import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/request-context.js';
import type { SubmissionMeta } from './submissions.js';

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
