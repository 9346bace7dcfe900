import { describe, expect, it } from 'vitest';
import { createAccountHistoryRepo } from '../accounts/account-history.repo.js';
import { createProfileRepo } from '../accounts/profile.repo.js';
import { createRelativesRepo } from '../accounts/relatives.repo.js';
import { createAuthRepo } from '../auth/auth.repo.js';
import { createSessionsRepo } from '../auth/sessions.repo.js';
import { createCatalogueRepo } from '../catalogue/catalogue.repo.js';
import { createClubsRepo } from '../catalogue/clubs.repo.js';
import { createEventPageRepo } from '../catalogue/event-page.repo.js';
import { createEventsListRepo } from '../catalogue/events-list.repo.js';
import { createParticipantsRepo } from '../catalogue/participants.repo.js';
import { createSeriesListRepo } from '../catalogue/series-list.repo.js';
import { createCampaignsRepo } from '../content/campaigns.repo.js';
import { createCareersRepo } from '../content/careers.repo.js';
import { createContactsRepo } from '../content/contacts.repo.js';
import { createCorporateRepo } from '../content/corporate.repo.js';
import type { Executor } from '../db/client.js';
import { createOutboxRepo } from '../mail/outbox.repo.js';
import { createQuestionsRepo } from '../questions/questions.repo.js';
import { asTenantId, type TenantId } from './tenant-id.js';

/** Every repository bound to a tenant (ADR 013). */
const tenantRepos = {
  createAccountHistoryRepo,
  createAuthRepo,
  createCampaignsRepo,
  createCareersRepo,
  createCatalogueRepo,
  createClubsRepo,
  createContactsRepo,
  createCorporateRepo,
  createEventPageRepo,
  createEventsListRepo,
  createOutboxRepo,
  createParticipantsRepo,
  createProfileRepo,
  createQuestionsRepo,
  createRelativesRepo,
  createSeriesListRepo,
  createSessionsRepo,
};

/** True when a repository factory's tenant parameter would take a plain number. */
type TakesPlainNumber<F> = F extends (executor: Executor, tenantId: infer T) => unknown
  ? number extends T
    ? true
    : false
  : true;
/** Fails to compile when any repository of `tenantRepos` takes a plain number for its tenant. */
type _NoRepoTakesPlainNumbers = AssertFalse<
  { [K in keyof typeof tenantRepos]: TakesPlainNumber<(typeof tenantRepos)[K]> }[keyof typeof tenantRepos]
>;
type AssertFalse<T extends false> = T;

describe('TenantId', () => {
  it('cannot be a plain number: repositories bind only to an id made by asTenantId', () => {
    // Compile-time checks (tsconfig.server-tests.json): each line fails to compile without the brand.
    // @ts-expect-error a plain number is no TenantId
    const plain: TenantId = 7;
    const bindPlain = (executor: Executor) =>
      // @ts-expect-error a user id, event id or literal cannot bind a repository to a tenant
      createProfileRepo(executor, 7);
    const branded: TenantId = asTenantId(7);
    // …and a TenantId is still a number wherever one is read
    const asNumber: number = branded;

    expect(plain).toBe(7);
    expect(typeof bindPlain).toBe('function');
    expect(Object.values(tenantRepos).every((bind) => bind.length === 2)).toBe(true);
    expect(asNumber).toBe(7);
  });

  it('is made only of positive safe integers', () => {
    expect(asTenantId(1)).toBe(1);
    for (const bad of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => asTenantId(bad)).toThrow(/Not a tenant id/);
    }
  });
});
