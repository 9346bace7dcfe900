import { describe, expect, it } from 'vitest';
import { emptyRaceForm, kopecksOf, raceInputOf, roubles, sectionOf } from './race-form-model.js';

describe('the race form', () => {
  it('reads roubles as typed into kopecks, and leaves anything else for the schema to refuse', () => {
    expect(kopecksOf('1500')).toBe(150_000);
    expect(kopecksOf('1 500,5')).toBe(150_050);
    expect(kopecksOf('1500.05')).toBe(150_005);
    expect(kopecksOf('')).toBeNull();
    expect(kopecksOf('много')).toBe('много');
    expect(roubles(150_050)).toBe('1500.50');
    expect(roubles(150_000)).toBe('1500');
  });

  it('sends numbers as numbers, blanks as null, and a relay’s stages only for a relay', () => {
    const form = {
      ...emptyRaceForm('2030-06-01T09:00'),
      lengthM: '10000',
      capacity: '',
      minAge: '18',
      stages: [{ nameRu: 'Э', nameEn: 'L', lengthM: '5000', minParticipants: '', maxParticipants: '1' }],
    };
    expect(raceInputOf(form)).toMatchObject({ lengthM: 10_000, capacity: null, minAge: 18, stages: [] });
    expect(raceInputOf({ ...form, format: 'relay' }).stages).toEqual([
      { nameRu: 'Э', nameEn: 'L', lengthM: 5000, minParticipants: null, maxParticipants: 1 },
    ]);
  });

  it('finds the section of a field path', () => {
    expect(sectionOf('items.0.variants.1.stock')).toBe('options');
    expect(sectionOf('registrationClosesAt')).toBe('places');
    expect(sectionOf('codes')).toBe('codes');
    expect(sectionOf('_')).toBe('basics');
  });
});
