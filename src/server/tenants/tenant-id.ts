/**
 * The id of a tenant, branded: a plain number (a user id, an event id, a literal) cannot stand in for it.
 * Repositories are bound to one (ADR 013), so a query of one tenant's rows can only be written with an id
 * that came from where tenants come from.
 */
export type TenantId = number & { readonly __brand: 'TenantId' };

/**
 * The one way to make a TenantId. Called by the tenant resolution (tenants.service.ts: every `Tenant` a
 * request carries) and by seed and test helpers that read a tenant's row themselves; nowhere else.
 */
export function asTenantId(id: number): TenantId {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Not a tenant id: ${id}`);
  return id as TenantId;
}
