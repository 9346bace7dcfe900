import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.js';
import { listFilter } from '../test-fixtures.js';
import { FilterChips } from './filter-chips.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('filter chips', () => {
  it.each([
    ['ru', 'Кампания: ostrovok', 'Убрать фильтр: Кампания: ostrovok'],
    ['en', 'Campaign: ostrovok', 'Remove filter: Campaign: ostrovok'],
  ])('a campaign filter is a removable chip (%s)', async (lang, label, remove) => {
    await i18n.changeLanguage(lang);
    const onChange = vi.fn();
    render(
      <FilterChips
        filters={{ campaign: 'ostrovok', national: true }}
        options={listFilter()}
        hidden={[]}
        onChange={onChange}
        onClear={() => {}}
      />,
    );
    const chip = screen.getByRole('button', { name: remove });
    expect(chip).toHaveTextContent(label);
    await userEvent.click(chip);
    expect(onChange).toHaveBeenCalledWith({ national: true });
  });

  it('a campaign the page fixes is not shown', () => {
    render(
      <FilterChips
        filters={{ campaign: 'ostrovok' }}
        options={listFilter()}
        hidden={['campaign']}
        onChange={() => {}}
        onClear={() => {}}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
