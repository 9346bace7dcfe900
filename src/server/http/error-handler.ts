import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode, StockShortage } from '../../shared/errors.js';
import { DomainError, STATUS_OF } from '../domain-error.js';
import { message, TEAM_EXPLANATIONS } from './messages.js';
import { OVERLOAD_RETRY_AFTER_SECONDS, UNDER_PRESSURE_CODE } from './overload.js';
import { overloadPage, wantsHtml } from './overload-page.js';
import { requestLanguage } from './request-context.js';
import { validationFields } from './validation.js';

const CODE_OF_FASTIFY_ERROR: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  [UNDER_PRESSURE_CODE]: 'OVERLOADED',
};

function send(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  fields?: Record<string, string>,
  params?: Record<string, string | number>,
  stock?: StockShortage[],
): FastifyReply {
  const lang = requestLanguage(app, request);
  if (code === 'OVERLOADED') {
    reply.header('retry-after', OVERLOAD_RETRY_AFTER_SECONDS);
    if (wantsHtml(request.method, request.url)) {
      return reply.code(status).type('text/html; charset=utf-8').send(overloadPage(lang));
    }
  }
  const body: ApiErrorBody = { error: { code, message: message(code, lang, params) } };
  if (fields) body.error.fields = fields;
  if (typeof params?.['participant'] === 'number') body.error.participant = params['participant'];
  if (stock) body.error.stock = stock;
  const teamCode = params?.['teamCode'];
  if (teamCode === 1 || teamCode === 2) {
    body.error.teamCode = teamCode;
    body.error.explanation = TEAM_EXPLANATIONS[teamCode][lang];
  }
  if (code === 'CAPTAIN_CANNOT_LEAVE') body.error.explanation = TEAM_EXPLANATIONS.captain[lang];
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/**
 * One error handler for the whole app (DESIGN §4): known failures become `{ error: { code, message,
 * fields } }` with the message in the request's culture; anything else is logged with the request id
 * and answered 500 without internals.
 */
export function setErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const input = validatedInput(request, error.validationContext);
      const fields = validationFields(error.validation, input, requestLanguage(app, request));
      return send(app, request, reply, 400, 'VALIDATION_FAILED', fields);
    }
    if (error instanceof DomainError) {
      if (error.params?.['retryAfterSeconds']) {
        reply.header('retry-after', error.params['retryAfterSeconds']);
      }
      return send(
        app,
        request,
        reply,
        STATUS_OF[error.code],
        error.code,
        error.fields,
        error.params,
        error.stock,
      );
    }
    const known = error.code ? CODE_OF_FASTIFY_ERROR[error.code] : undefined;
    if (known) return send(app, request, reply, STATUS_OF[known], known);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'bad request');
      return send(app, request, reply, status, 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(app, request, reply, 500, 'INTERNAL');
  });
}

/** Unknown paths: the SPA handles client routes (see spa.ts); everything else is a JSON 404. */
export function notFoundReply(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return send(app, request, reply, 404, 'NOT_FOUND');
}
