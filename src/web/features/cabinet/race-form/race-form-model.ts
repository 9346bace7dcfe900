import type { RaceEditor, RaceInputDraft } from '../../../../shared/schemas/cabinet-races.js';

/*
 * The race editor's form (issue 18 item 2): the API's race input (shared/schemas/cabinet-races.ts) with
 * every number as the text typed, and money in roubles as typed ("1500", "1 500,50"). The form's field
 * names are the API's paths (`prices.1.amount`), so an error the server names lands under its field.
 */

type Texts<T> = { [K in keyof T]: T[K] extends number | null ? string : T[K] };

type Race = RaceEditor['race'];
export type PriceForm = Texts<Race['prices'][number]>;
export type InsuranceForm = Texts<Race['insurances'][number]>;
export type VariantForm = Texts<Race['items'][number]['variants'][number]>;
export type ItemForm = Texts<Omit<Race['items'][number], 'variants'>> & { variants: VariantForm[] };
export type CodeForm = Omit<Texts<Race['codes'][number]>, 'id' | 'validFrom' | 'validUntil'> & {
  id?: number;
  validFrom: string;
  validUntil: string;
};
export type StageForm = Texts<Race['stages'][number]>;

export type RaceForm = Omit<
  Texts<Race>,
  | 'prices'
  | 'insurances'
  | 'items'
  | 'codes'
  | 'stages'
  | 'registrationOpensAt'
  | 'registrationClosesAt'
  | 'formFields'
> & {
  registrationOpensAt: string;
  registrationClosesAt: string;
  formFields: string[];
  prices: PriceForm[];
  insurances: InsuranceForm[];
  items: ItemForm[];
  codes: CodeForm[];
  stages: StageForm[];
};

/** The editor's sections in order, and the input paths each holds (by the path's first segment). */
export const RACE_SECTIONS = {
  basics: ['code', 'nameRu', 'nameEn', 'lengthM', 'startsAt'],
  places: [
    'capacity',
    'childCapacity',
    'childrenNeedAdult',
    'registrationOpensAt',
    'registrationClosesAt',
    'registrationDisabled',
  ],
  prices: ['prices'],
  rules: ['gender', 'minAge', 'maxAge', 'formFields', 'accessCodeRequired'],
  options: ['insurances', 'items'],
  codes: ['codes'],
  team: ['format', 'teamMinMembers', 'teamMaxMembers', 'teamGenderRule', 'teamPayment', 'stages'],
} as const;
export type RaceSection = keyof typeof RACE_SECTIONS;
export const SECTION_ORDER = Object.keys(RACE_SECTIONS) as RaceSection[];

/** The section a field path (`items.0.variants.1.stock`) is in; basics for one unknown. */
export function sectionOf(path: string): RaceSection {
  const head = path.split('.')[0] ?? '';
  return SECTION_ORDER.find((s) => (RACE_SECTIONS[s] as readonly string[]).includes(head)) ?? 'basics';
}

/** The id of a field's control (its message's id derives from it). */
export const fieldId = (path: string) => `race-${path.replaceAll('.', '-')}`;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
/** Kopecks as roubles typed: 150000 → "1500", 150050 → "1500.50". */
export const roubles = (kopecks: number | null) =>
  kopecks === null ? '' : kopecks % 100 === 0 ? String(kopecks / 100) : (kopecks / 100).toFixed(2);

/** A new race: a start a month ahead, the common form fields, nothing else. */
export function emptyRaceForm(startsAt: string): RaceForm {
  return {
    code: '',
    nameRu: '',
    nameEn: '',
    lengthM: '',
    startsAt,
    capacity: '',
    childCapacity: '',
    childrenNeedAdult: false,
    registrationOpensAt: '',
    registrationClosesAt: '',
    registrationDisabled: false,
    prices: [],
    gender: 'any',
    minAge: '',
    maxAge: '',
    formFields: ['birthDate', 'gender', 'phone'],
    accessCodeRequired: false,
    insurances: [],
    items: [],
    codes: [],
    format: 'individual',
    teamMinMembers: '',
    teamMaxMembers: '',
    teamGenderRule: 'any',
    teamPayment: 'captain',
    stages: [],
  };
}

/** The form of a stored race (the editor's view). */
export function raceFormOf(race: Race): RaceForm {
  return {
    ...race,
    lengthM: text(race.lengthM),
    capacity: text(race.capacity),
    childCapacity: text(race.childCapacity),
    registrationOpensAt: race.registrationOpensAt ?? '',
    registrationClosesAt: race.registrationClosesAt ?? '',
    minAge: text(race.minAge),
    maxAge: text(race.maxAge),
    teamMinMembers: text(race.teamMinMembers),
    teamMaxMembers: text(race.teamMaxMembers),
    prices: race.prices.map((p) => ({ validFrom: p.validFrom, amount: roubles(p.amount) })),
    insurances: race.insurances.map((i) => ({
      ...i,
      compensationAmount: roubles(i.compensationAmount),
      premiumAmount: roubles(i.premiumAmount),
    })),
    items: race.items.map((i) => ({
      ...i,
      priceAmount: roubles(i.priceAmount),
      stock: text(i.stock),
      variants: i.variants.map((v) => ({ ...v, stock: text(v.stock) })),
    })),
    codes: race.codes.map((c) => ({
      ...c,
      value: c.kind === 'amount' ? roubles(c.value) : text(c.value),
      maxUses: text(c.maxUses),
      validFrom: c.validFrom ?? '',
      validUntil: c.validUntil ?? '',
    })),
    stages: race.stages.map((s) => ({
      ...s,
      lengthM: text(s.lengthM),
      minParticipants: text(s.minParticipants),
      maxParticipants: text(s.maxParticipants),
    })),
  };
}

/**
 * A number as typed: blank → null, digits → the number; anything else stays text, so the schema refuses
 * it with the field's message (the server does the same when it gets one).
 */
function numberOf(typed: string): number | null | string {
  const value = typed.trim();
  if (value === '') return null;
  return /^-?\d{1,12}$/.test(value) ? Number(value) : value;
}

/** Roubles as typed ("1 500,50") → kopecks; blank → null; anything else stays text (refused as priceInvalid). */
export function kopecksOf(typed: string): number | null | string {
  const value = typed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (value === '') return null;
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return typed;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const blankToNull = (typed: string) => (typed.trim() === '' ? null : typed.trim());

/** What the form sends: the API's race input, numbers parsed where they parse. */
export function raceInputOf(form: RaceForm): RaceInputDraft {
  const input = {
    ...form,
    lengthM: numberOf(form.lengthM),
    capacity: numberOf(form.capacity),
    childCapacity: numberOf(form.childCapacity),
    registrationOpensAt: blankToNull(form.registrationOpensAt),
    registrationClosesAt: blankToNull(form.registrationClosesAt),
    minAge: numberOf(form.minAge),
    maxAge: numberOf(form.maxAge),
    teamMinMembers: numberOf(form.teamMinMembers),
    teamMaxMembers: numberOf(form.teamMaxMembers),
    prices: form.prices.map((p) => ({ validFrom: p.validFrom, amount: kopecksOf(p.amount) })),
    insurances: form.insurances.map((i) => ({
      ...i,
      compensationAmount: kopecksOf(i.compensationAmount),
      premiumAmount: kopecksOf(i.premiumAmount),
    })),
    items: form.items.map((i) => ({
      ...i,
      priceAmount: kopecksOf(i.priceAmount),
      stock: numberOf(i.stock),
      variants: i.variants.map((v) => ({ ...v, stock: numberOf(v.stock) })),
    })),
    codes: form.codes.map((c) => ({
      ...c,
      value: c.kind === 'amount' ? kopecksOf(c.value) : c.kind === 'access' ? null : numberOf(c.value),
      maxUses: numberOf(c.maxUses),
      validFrom: blankToNull(c.validFrom),
      validUntil: blankToNull(c.validUntil),
    })),
    stages:
      form.format === 'relay'
        ? form.stages.map((s) => ({
            ...s,
            lengthM: numberOf(s.lengthM),
            minParticipants: numberOf(s.minParticipants),
            maxParticipants: numberOf(s.maxParticipants),
          }))
        : [],
  };
  // text left where a number belongs is the schema's to refuse, field by field
  return input as unknown as RaceInputDraft;
}
