import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field.js';

const MAX = 10;

function Harness({ hint, error }: { hint?: string; error?: string }) {
  const { register, control } = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const text = useWatch({ control, name: 'text' });
  return (
    <TextAreaField
      label="Комментарий"
      registration={register('text')}
      length={text.length}
      max={MAX}
      counter={`${text.length} из ${MAX}`}
      hint={hint}
      error={error}
    />
  );
}

/** The texts the textarea's aria-describedby points at, in order. */
function describedBy(control: HTMLElement): string[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('TextAreaField', () => {
  it('counts what is typed and ties the counter to the labelled textarea', async () => {
    render(<Harness />);
    const textarea = screen.getByRole('textbox', { name: 'Комментарий' });
    await userEvent.type(textarea, 'Москва');
    expect(screen.getByText('6 из 10')).toBeVisible();
    expect(describedBy(textarea)).toEqual(['6 из 10']);
    expect(textarea).not.toHaveAttribute('aria-invalid');
  });

  it('shows the message and marks the textarea invalid; with a hint, both are announced', () => {
    render(<Harness hint="Например, города и даты." error="Слишком длинный текст" />);
    const textarea = screen.getByRole('textbox', { name: 'Комментарий' });
    expect(screen.getByText('Например, города и даты.')).toBeVisible();
    expect(screen.getByText('Слишком длинный текст')).toBeVisible();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(textarea)).toEqual(['0 из 10', 'Например, города и даты.', 'Слишком длинный текст']);
  });

  it('keeps what was typed past the limit', async () => {
    render(<Harness error="Слишком длинный текст" />);
    const textarea = screen.getByRole('textbox', { name: 'Комментарий' });
    await userEvent.type(textarea, 'Санкт-Петербург');
    expect(textarea).toHaveValue('Санкт-Петербург');
    expect(screen.getByText('15 из 10')).toBeVisible();
  });
});
