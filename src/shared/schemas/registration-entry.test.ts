import { describe, expect, it } from 'vitest';
import { entryFormSchema, missingFields, type RaceFormField } from './registration.js';

const ALL: RaceFormField[] = [
  'birthDate',
  'gender',
  'phone',
  'emergencyPhone',
  'document',
  'address',
  'club',
];
const NAME = { lastName: 'Петров', firstName: 'Пётр', birthDate: '1985-02-11', gender: 'male' };
/** What the form sends for the fields nobody filled in. */
const BLANKS = {
  phone: '',
  emergencyPhone: '',
  document: { type: '21', number: '' },
  country: 'RU',
  region: '',
  city: '',
  street: '',
  building: '',
  apartment: '',
  postcode: '',
  noClub: false,
  club: '',
};
const errorPaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  [...new Set((result.error?.issues ?? []).map((issue) => issue.path.join('.')))].sort();

describe("a race's entry form", () => {
  it("asks every field of the user's own entry", () => {
    expect(errorPaths(entryFormSchema(ALL).safeParse({ ...NAME, ...BLANKS }))).toEqual([
      'apartment',
      'building',
      'city',
      'club',
      'document.number',
      'emergencyPhone',
      'phone',
      'postcode',
      'region',
      'street',
    ]);
  });

  it("lets a friend's entry leave contacts, document, address and club blank, but not the name or birth date", () => {
    const friend = entryFormSchema(ALL, { friend: true });
    const blank = friend.safeParse({ ...NAME, ...BLANKS });
    expect(blank.success).toBe(true);
    // blanks are left out, so the stored entry says what is still to fill
    expect(blank.data).toEqual({ ...NAME, patronymic: '', country: 'RU', noClub: false });
    expect(errorPaths(friend.safeParse({ ...NAME, ...BLANKS, birthDate: '', lastName: '' }))).toEqual([
      'birthDate',
      'lastName',
    ]);
    // what is given is checked by its rule
    expect(
      errorPaths(
        friend.safeParse({
          ...NAME,
          ...BLANKS,
          phone: '12',
          postcode: '12',
          document: { type: '21', number: '1' },
        }),
      ),
    ).toEqual(['document.number', 'phone', 'postcode']);
  });

  it('names the fields an entry leaves blank', () => {
    expect(missingFields(ALL, { ...NAME, country: 'RU', noClub: false })).toEqual([
      'phone',
      'emergencyPhone',
      'document',
      'address',
      'club',
    ]);
    expect(
      missingFields(['phone', 'club', 'address'], {
        phone: '+79161234567',
        noClub: true,
        country: 'RU',
        region: 'Москва',
        city: 'Москва',
        street: 'Тверская',
        building: '1',
        apartment: '1',
        postcode: '',
      }),
    ).toEqual(['address']);
  });
});
