import type { Language } from '../shared/constants.js';
import type { SignedInUser } from '../shared/schemas/user.js';
import { DomainError } from './domain-error.js';
import type { Tenant } from './tenants/tenants.service.js';

/**
 * What a service knows of the request it serves (ADR 013), built once per request by the routes'
 * `contextOf` (http/request-context.ts). Services take it instead of loose tenant and user arguments, and
 * bind their repositories to `tenant.id`.
 */
export interface RequestContext {
  /** The tenant of the request's host; its `id` is the TenantId repositories are bound to. */
  tenant: Tenant;
  /** The signed-in user, or null for a visitor. */
  user: SignedInUser | null;
  /** The language answers and mails are written in. */
  language: Language;
  /** `http(s)://host[:port]` of one of the tenant's own hosts, for absolute links (see siteOrigin). */
  origin: string;
  /** The client's address (behind a trusted proxy: the forwarded one). */
  ip: string;
  userAgent: string;
  /** Where work that fails after the answer (or must not fail it) is logged. */
  log: { error(obj: unknown, msg?: string): void };
}

/** The signed-in user of a request; a visitor is UNAUTHORIZED (401). */
export function signedInUser(ctx: Pick<RequestContext, 'user'>): SignedInUser {
  if (!ctx.user) throw new DomainError('UNAUTHORIZED');
  return ctx.user;
}

/** The numeric id of a signed-in user (the answers carry it as a string). */
export function userIdOf(user: Pick<SignedInUser, 'id'>): number {
  return Number(user.id);
}
