import type { Language } from '../../shared/constants.js';
import { raceEditText } from '../../shared/domain/race-editing.js';
import { fromWallTime } from '../../shared/domain/wall-time.js';
import type { RaceInput } from '../../shared/schemas/cabinet-races.js';
import type { Executor } from '../db/client.js';
import { DomainError } from '../domain-error.js';
import { createOptionsRepo } from '../registration/options.repo.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { createRacesEditorRepo, type CodeFields } from './races-editor.repo.js';

/*
 * The lists of a race edited as a whole (issue 18 item 2): insurances, the event's goods and services with
 * their sizes, and the race's promo codes. A row sent with its id changes that row, one without is new, a
 * stored row not sent goes. Each list is checked first against what was sold or used (counted under the
 * rows' locks), and only when nothing is refused is anything written: a refusal names the field.
 */

export interface ListsContext {
  tx: Executor;
  tenantId: TenantId;
  eventId: number;
  raceId: number | null;
  timeZone: string;
  lang: Language;
  now: Date;
}

/** Field path → message in the user's language. */
export type FieldErrors = Record<string, string>;

const unknownRow = () => new DomainError('NOT_FOUND');

/** Checks the lists against what is sold and used; answers the writes to run when nothing is refused. */
export async function planLists(c: ListsContext, input: RaceInput, errors: FieldErrors) {
  const repo = createRacesEditorRepo(c.tx, c.tenantId);
  const options = createOptionsRepo(c.tx, c.tenantId);
  const text = (key: Parameters<typeof raceEditText>[0], n?: number) => raceEditText(key, c.lang, n);

  // insurances of the race: one sold cannot go
  const insurances = c.raceId === null ? [] : await options.insurancesOfRace(c.raceId);
  const insuranceIds = new Set(insurances.map((i) => i.id));
  for (const row of input.insurances)
    if (row.id !== undefined && !insuranceIds.has(row.id)) throw unknownRow();
  const keptInsurances = new Set(input.insurances.map((i) => i.id));
  const goneInsurances = insurances.filter((i) => !keptInsurances.has(i.id)).map((i) => i.id);
  const insuranceSold = await repo.insurancesSold(goneInsurances, c.now);
  const soldGone = [...insuranceSold.values()].find((n) => n > 0);
  if (soldGone !== undefined) errors['insurances'] = text('soldCannotGo', soldGone);

  // the event's goods and services: a size's (or an item's) stock never below what is sold
  const items = await options.itemsOfEvent(c.eventId);
  await options.lockItems(items.map((i) => i.id));
  const variants = await options.variantsOf(items.map((i) => i.id));
  const sold = await options.taken(
    items.map((i) => i.id),
    c.now,
  );
  const itemIds = new Set(items.map((i) => i.id));
  const keptItems = new Set<number>();
  const goneVariants: number[] = [];
  input.items.forEach((item, i) => {
    if (item.id === undefined) return;
    if (!itemIds.has(item.id)) throw unknownRow();
    keptItems.add(item.id);
    const own = variants.filter((v) => v.itemId === item.id);
    const keptVariants = new Set<number>();
    item.variants.forEach((variant, j) => {
      if (variant.id === undefined) return;
      if (!own.some((v) => v.id === variant.id)) throw unknownRow();
      keptVariants.add(variant.id);
      const n = sold.variants.get(variant.id) ?? 0;
      if (variant.stock !== null && variant.stock < n) {
        errors[`items.${i}.variants.${j}.stock`] = text('stockBelowSold', n);
      }
    });
    for (const variant of own.filter((v) => !keptVariants.has(v.id))) {
      const n = sold.variants.get(variant.id) ?? 0;
      if (n > 0) errors[`items.${i}.variants`] = text('soldCannotGo', n);
      goneVariants.push(variant.id);
    }
    const n = sold.items.get(item.id) ?? 0;
    if (item.variants.length === 0 && item.stock !== null && item.stock < n) {
      errors[`items.${i}.stock`] = text('stockBelowSold', n);
    }
  });
  const goneItems = items.filter((i) => !keptItems.has(i.id)).map((i) => i.id);
  for (const id of goneItems) {
    const n = sold.items.get(id) ?? 0;
    if (n > 0) errors['items'] = text('soldCannotGo', n);
  }

  // the race's codes: one used cannot go; a code is the tenant's once (promo_codes_tenant_code_unique)
  const codes = c.raceId === null ? [] : await repo.codes(c.raceId, true);
  const codeIds = new Set(codes.map((code) => code.id));
  for (const row of input.codes) if (row.id !== undefined && !codeIds.has(row.id)) throw unknownRow();
  const keptCodes = new Set(input.codes.map((code) => code.id));
  const goneCodes = codes.filter((code) => !keptCodes.has(code.id)).map((code) => code.id);
  const uses = await repo.codeUses(goneCodes);
  const usedGone = [...uses.values()].find((n) => n > 0);
  if (usedGone !== undefined) errors['codes'] = text('usedCannotGo', usedGone);
  const elsewhere = await repo.codesElsewhere(
    input.codes.map((code) => code.code),
    codes.map((code) => code.id),
  );
  input.codes.forEach((code, i) => {
    if (elsewhere.has(code.code)) errors[`codes.${i}.code`] ??= text('promoCodeTaken');
  });

  /** Writes the lists for the race (its id known once a new race is inserted). */
  return async (raceId: number): Promise<void> => {
    await repo.deleteInsurancesExcept(
      raceId,
      input.insurances.flatMap((i) => (i.id === undefined ? [] : [i.id])),
    );
    for (const { id, ...fields } of input.insurances) await repo.upsertInsurance(raceId, id, fields);

    await repo.deleteVariants(goneVariants);
    await repo.deleteItems(goneItems);
    for (const { id, variants: sizes, ...fields } of input.items) {
      const itemId = await repo.upsertItem(c.eventId, id, fields);
      for (const [position, { id: variantId, ...variant }] of sizes.entries()) {
        await repo.upsertVariant(itemId, variantId, { ...variant, position });
      }
    }

    // gone first, so a code moved from a removed row to a new one does not meet itself
    await repo.deleteCodes(goneCodes);
    for (const { id, ...code } of input.codes) {
      const fields = codeFields(code, c.timeZone);
      if (id === undefined) await repo.insertCode(c.eventId, raceId, fields);
      else await repo.updateCode(id, fields);
    }
  };
}

function codeFields(code: Omit<RaceInput['codes'][number], 'id'>, timeZone: string): CodeFields {
  const at = (wall: string | null) => (wall === null ? null : fromWallTime(wall, timeZone));
  return {
    code: code.code,
    purpose: code.kind === 'access' ? 'access' : 'discount',
    percentBp: code.kind === 'percent' ? (code.value ?? 0) * 100 : null,
    amount: code.kind === 'amount' ? code.value : null,
    maxUses: code.maxUses,
    validFrom: at(code.validFrom),
    validUntil: at(code.validUntil),
    active: code.active,
  };
}
