import { format, startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateLocaleFor } from './dates.js';

describe('date locale', () => {
  it('is Russian with weeks starting on Monday', () => {
    const locale = dateLocaleFor('ru');
    const sunday = new Date(2025, 5, 15);
    expect(startOfWeek(sunday, { locale }).getDate()).toBe(9);
    expect(format(new Date(2025, 0, 5), 'd MMMM yyyy', { locale })).toBe('5 января 2025');
  });

  it('English also starts weeks on Monday', () => {
    const locale = dateLocaleFor('en');
    expect(startOfWeek(new Date(2025, 5, 15), { locale }).getDate()).toBe(9);
    expect(format(new Date(2025, 0, 5), 'd MMMM yyyy', { locale })).toBe('5 January 2025');
  });
});
