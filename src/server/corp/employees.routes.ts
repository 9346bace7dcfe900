import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyParams,
  employeeInputSchema,
  employeeInvitationSchema,
  employeeLinkSchema,
  employeeLinksSchema,
  employeeParams,
  employeeSchema,
  EMPLOYEES_FILE_MAX_BYTES,
  employeesImportedSchema,
  employeesImportPreviewSchema,
  employeesInvitedSchema,
  employeesPageSchema,
  employeesQuerySchema,
  invitationParams,
} from '../../shared/schemas/corp-employees.js';
import { LANGUAGES } from '../../shared/constants.js';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import { requireSignedIn } from '../cabinet/cabinet-route-hooks.js';
import { DomainError } from '../domain-error.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';

/** The body of an upload: the file's bytes whatever its type says (none at all: an empty file). */
const bytesOf = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

const uploadQuery = z.object({ language: z.enum(LANGUAGES).optional() });

/** A company's employees and an employee's consent (shared/schemas/corp-employees.ts, issue 19 item 6). */
export const employeesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { employees } = services.corp;
  requireSignedIn(app);
  const base = '/api/corp/companies/:companyId/employees';

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: employeesQuerySchema,
        response: { 200: employeesPageSchema },
      },
    },
    async (request) => employees.list(contextOf(request), request.params.companyId, request.query),
  );

  app.post(
    base,
    { schema: { params: companyParams, body: employeeInputSchema, response: { 201: employeeSchema } } },
    async (request, reply) =>
      reply.code(201).send(await employees.add(contextOf(request), request.params.companyId, request.body)),
  );

  app.put(
    `${base}/:id`,
    { schema: { params: employeeParams, body: employeeInputSchema, response: { 200: employeeSchema } } },
    async (request) =>
      employees.update(contextOf(request), request.params.companyId, request.params.id, request.body),
  );

  app.delete(`${base}/:id`, { schema: { params: employeeParams } }, async (request, reply) => {
    await employees.remove(contextOf(request), request.params.companyId, request.params.id);
    return reply.code(204).send();
  });

  app.post(
    `${base}/:id/invite`,
    { schema: { params: employeeParams, response: { 200: employeeSchema } } },
    async (request) => employees.invite(contextOf(request), request.params.companyId, request.params.id),
  );

  app.post(
    `${base}/invite`,
    { schema: { params: companyParams, response: { 200: employeesInvitedSchema } } },
    async (request) => employees.inviteAll(contextOf(request), request.params.companyId),
  );

  // A list comes as the file's raw bytes (CSV or XLSX, whatever its type says), as the results import
  // takes its file (cabinet/results.routes.ts); only these routes read such bodies, up to the file limit.
  await app.register(async (plugin) => {
    const upload = plugin.withTypeProvider<ZodTypeProvider>();
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: EMPLOYEES_FILE_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    upload.setErrorHandler((error) => {
      throw (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? new DomainError('EMPLOYEES_FILE_TOO_LARGE')
        : error;
    });
    const schema = { params: companyParams, querystring: uploadQuery };
    upload.post(
      `${base}/import/preview`,
      {
        bodyLimit: EMPLOYEES_FILE_MAX_BYTES,
        schema: { ...schema, response: { 200: employeesImportPreviewSchema } },
      },
      async (request) =>
        employees.previewImport(
          contextOf(request, request.query.language),
          request.params.companyId,
          bytesOf(request.body),
        ),
    );
    upload.post(
      `${base}/import`,
      {
        bodyLimit: EMPLOYEES_FILE_MAX_BYTES,
        schema: { ...schema, response: { 200: employeesImportedSchema } },
      },
      async (request) =>
        employees.commitImport(
          contextOf(request, request.query.language),
          request.params.companyId,
          bytesOf(request.body),
        ),
    );
  });

  // the employee's side: any signed-in user holding the mailed link
  app.get(
    '/api/corp/join/:token',
    { schema: { params: invitationParams, response: { 200: employeeInvitationSchema } } },
    async (request) => employees.invitation(contextOf(request), request.params.token),
  );

  app.post(
    '/api/corp/join/:token',
    { schema: { params: invitationParams, response: { 200: employeeLinkSchema } } },
    async (request) => employees.accept(contextOf(request), request.params.token),
  );

  app.delete('/api/corp/join/:token', { schema: { params: invitationParams } }, async (request, reply) => {
    await employees.decline(contextOf(request), request.params.token);
    return reply.code(204).send();
  });

  app.get('/api/corp/links', { schema: { response: { 200: employeeLinksSchema } } }, async (request) =>
    employees.links(contextOf(request)),
  );

  app.delete(
    '/api/corp/links/:id',
    { schema: { params: z.object({ id: rowIdSchema }) } },
    async (request, reply) => {
      await employees.withdraw(contextOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
