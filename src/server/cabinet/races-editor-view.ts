import { toWallTime } from '../../shared/domain/wall-time.js';
import type { RaceEditor } from '../../shared/schemas/cabinet-races.js';
import { RACE_FORM_FIELDS, type RaceFormField } from '../../shared/schemas/registration.js';
import { pick } from '../catalogue/cards.js';
import type { Executor } from '../db/client.js';
import type { RaceRow } from '../db/schema.js';
import { createOptionsRepo } from '../registration/options.repo.js';
import type { RequestContext } from '../request-context.js';
import type { CabinetEventRow } from './cabinet.repo.js';
import { createRacesEditorRepo } from './races-editor.repo.js';

/* What the cabinet's race editor shows of a race (issue 18 item 2): the race as its form holds it. */

/** The event as the cabinet's race screens name it. */
export const eventHead = (ctx: RequestContext, event: CabinetEventRow) => ({
  code: event.code,
  name: pick(ctx.language, event.nameRu, event.nameEn),
  timeZone: event.timeZone,
});

/** The editor's view of a race: its fields as the form holds them, and what the rules count. */
export async function raceEditorView(
  tx: Executor,
  ctx: RequestContext,
  event: CabinetEventRow,
  race: RaceRow,
  now: Date,
): Promise<RaceEditor> {
  const repo = createRacesEditorRepo(tx, ctx.tenant.id);
  const options = createOptionsRepo(tx, ctx.tenant.id);
  const wall = (at: Date | null) => (at === null ? null : toWallTime(at, event.timeZone));
  const [prices, stages, insurances, items, codes, taken, fixed, entered] = await Promise.all([
    repo.prices(race.id),
    repo.stages(race.id),
    options.insurancesOfRace(race.id),
    options.itemsOfEvent(event.id),
    repo.codes(race.id, false),
    repo.taken(race.id, now),
    repo.hasEntriesOrTeams(race.id),
    repo.everEntered(race.id),
  ]);
  const variants = await options.variantsOf(items.map((i) => i.id));
  const [sold, insuranceSold, uses] = await Promise.all([
    options.taken(
      items.map((i) => i.id),
      now,
    ),
    repo.insurancesSold(
      insurances.map((i) => i.id),
      now,
    ),
    repo.codeUses(codes.map((c) => c.id)),
  ]);
  const record = (map: Map<number, number>) => Object.fromEntries([...map].map(([k, n]) => [String(k), n]));
  return {
    event: eventHead(ctx, event),
    race: {
      code: race.code,
      nameRu: race.nameRu,
      nameEn: race.nameEn,
      lengthM: race.lengthM,
      startsAt: toWallTime(race.startsAt, event.timeZone),
      capacity: race.capacity,
      childCapacity: race.childCapacity,
      childrenNeedAdult: race.childrenNeedAdult,
      registrationOpensAt: wall(race.registrationOpensAt),
      registrationClosesAt: wall(race.registrationClosesAt),
      registrationDisabled: race.registrationDisabled,
      prices: prices.map((p) => ({ validFrom: toWallTime(p.validFrom, event.timeZone), amount: p.amount })),
      gender: race.gender,
      minAge: race.minAge,
      maxAge: race.maxAge,
      // a field this version's form does not know is left out rather than failing the whole view
      formFields: race.formFields.filter((f): f is RaceFormField =>
        (RACE_FORM_FIELDS as readonly string[]).includes(f),
      ),
      accessCodeRequired: race.accessCodeRequired,
      insurances: insurances.map((i) => ({
        id: i.id,
        type: i.type,
        sportRu: i.sportRu,
        sportEn: i.sportEn,
        policyTypeRu: i.policyTypeRu,
        policyTypeEn: i.policyTypeEn,
        compensationAmount: i.compensationAmount,
        premiumAmount: i.premiumAmount,
      })),
      items: items.map((i) => ({
        id: i.id,
        kind: i.kind,
        nameRu: i.nameRu,
        nameEn: i.nameEn,
        priceAmount: i.priceAmount,
        per: i.per,
        stock: i.stock,
        variants: variants
          .filter((v) => v.itemId === i.id)
          .map((v) => ({ id: v.id, labelRu: v.labelRu, labelEn: v.labelEn, stock: v.stock })),
      })),
      codes: codes.map((c) => ({
        id: c.id,
        code: c.code,
        kind: c.purpose === 'access' ? 'access' : c.percentBp !== null ? 'percent' : 'amount',
        value: c.percentBp !== null ? c.percentBp / 100 : c.amount,
        maxUses: c.maxUses,
        validFrom: wall(c.validFrom),
        validUntil: wall(c.validUntil),
        active: c.active,
      })),
      format: race.format,
      teamMinMembers: race.teamMinMembers,
      teamMaxMembers: race.teamMaxMembers,
      teamGenderRule: race.teamGenderRule,
      teamPayment: race.teamPayment,
      stages: stages.map((s) => ({
        nameRu: s.nameRu,
        nameEn: s.nameEn,
        lengthM: s.lengthM,
        minParticipants: s.minParticipants,
        maxParticipants: s.maxParticipants,
      })),
    },
    taken: { adults: taken.adults, children: taken.children },
    formatLocked: fixed.entries || fixed.teams,
    deletable: !entered,
    sold: { items: record(sold.items), variants: record(sold.variants), insurances: record(insuranceSold) },
    uses: record(uses),
  };
}
