import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { PhoneField } from './phone-field.js';

// the numbering plans (phone-numbers.ts with libphonenumber-js) arrive when the test lets them
const plans = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened };
});
vi.mock('./phone-numbers.js', async (importOriginal) => {
  await plans.opened;
  return importOriginal();
});

function Harness({
  initial = '',
  numbers,
}: {
  initial?: string;
  numbers?: typeof import('./phone-numbers.js');
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField
        id="phone"
        label="Телефон"
        value={value}
        onChange={setValue}
        onBlur={() => {}}
        error={undefined}
        numbers={numbers}
      />
      <output aria-label="E.164">{value}</output>
      <button type="button">Дальше</button>
    </>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('PhoneField', () => {
  it('takes a number typed before the numbering plans arrive and composes it by them once they do', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const country = screen.getByRole('combobox', { name: 'Код страны' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+7 Россия']);

    const number = screen.getByRole('textbox', { name: 'Телефон: номер' });
    await user.type(number, '8 916 123 45 67');
    // without the plans: the home calling code and the digits as typed
    expect(screen.getByRole('status', { name: 'E.164' })).toHaveTextContent('+789161234567');
    await user.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(number).toHaveValue('8 916 123 45 67');

    act(() => plans.open());
    // the national prefix 8 is not part of the number, and the field, left already, is tidied
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'E.164' })).toHaveTextContent(/^\+79161234567$/),
    );
    expect(number).toHaveValue('8 (916) 123-45-67');
    expect(within(country).getByRole('option', { name: '+375 Беларусь' })).toBeInTheDocument();
  });

  it('with the plans handed over (the profile form), a stored number shows in its country at once', async () => {
    const numbers = await import('./phone-numbers.js');
    render(<Harness initial="+375291234567" numbers={numbers} />);
    expect(screen.getByRole('combobox', { name: 'Код страны' })).toHaveValue('BY');
    expect(screen.getByRole('textbox', { name: 'Телефон: номер' })).toHaveValue('8 029 123-45-67');
  });
});
