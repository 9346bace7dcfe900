import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { dismissToast, showToast } from '../../lib/toast.js';
import { AppToaster } from './toaster.js';

function renderToaster() {
  return render(
    <I18nextProvider i18n={i18n}>
      <button type="button">before</button>
      <AppToaster />
    </I18nextProvider>,
  );
}

describe('AppToaster', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
  });

  it('is a labelled region configured to SPEC §9', async () => {
    renderToaster();
    act(() => {
      showToast({ type: 'success', title: 'Saved', description: 'All good' });
    });
    const region = screen.getByRole('region', { name: /^Notifications/ });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const list = region.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list).not.toBeNull();
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'center');
    expect(list?.style.getPropertyValue('--width')).toBe('356px');
    expect(list?.style.getPropertyValue('--gap')).toBe('14px');
    expect(list?.style.getPropertyValue('--offset-bottom')).toBe('32px');
  });

  it('Alt+T moves focus into the toast area and Escape gives it back', async () => {
    renderToaster();
    const before = screen.getByRole('button', { name: 'before' });
    before.focus();
    act(() => {
      showToast({ title: 'Hello', important: true });
    });
    await screen.findByText('Hello');
    const region = screen.getByRole('region', { name: /^Notifications/ });

    await userEvent.keyboard('{Alt>}t{/Alt}');
    expect(region).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(before);

    await userEvent.keyboard('{Escape}');
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(before);
    act(() => dismissToast());
  });

  it('is labelled in Russian', async () => {
    await i18n.changeLanguage('ru');
    renderToaster();
    act(() => {
      showToast({ type: 'info', title: 'Привет' });
    });
    await screen.findByText('Привет');
    expect(screen.getByRole('region', { name: /^Уведомления/ })).toBeInTheDocument();
  });
});
