import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPaths } from '../../shared/domain/control-characters.js';
import { VALIDATION_MESSAGES } from '../../shared/validation-messages.js';
import { DomainError } from '../domain-error.js';
import { requestLanguage } from './request-context.js';

/**
 * The fields of a request that hold a control character (U+0000 and the like, see
 * shared/domain/control-characters.ts) in its path params, query or parsed body, named by their dotted
 * path as zod's field errors are (`_` for a whole body that is one text).
 */
export function controlCharacterFields(request: FastifyRequest): string[] {
  const fields = new Set<string>();
  for (const input of [request.params, request.query, request.body]) {
    for (const path of controlCharacterPaths(input)) fields.add(path.join('.') || '_');
  }
  return [...fields];
}

/**
 * Rejects, with 400 VALIDATION_FAILED, every request whose input holds a control character, before any
 * route's own validation: one check for all routes, those without a schema and the not-found handler
 * included. PostgreSQL text cannot hold U+0000, and no other C0 control but tab, LF and CR belongs in text.
 */
export function addControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = controlCharacterFields(request);
    if (found.length === 0) return;
    const message = VALIDATION_MESSAGES[CONTROL_CHARACTER_MESSAGE][requestLanguage(app, request)];
    throw new DomainError('VALIDATION_FAILED', {
      fields: Object.fromEntries(found.map((field) => [field, message])),
    });
  });
}
