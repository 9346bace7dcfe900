import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.js';
import { readCultureCookie } from '../../../i18n/culture-cookie.js';
import { LanguageSwitch } from './language-switch.js';

function Probe() {
  const { t } = useTranslation();
  return <p data-testid="probe">{t('nav.events')}</p>;
}

function renderSwitch() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Probe />
      <LanguageSwitch />
    </I18nextProvider>,
  );
}

describe('culture cookie and language switch', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
  });

  it('reads ru by default and the uic value of the cookie', () => {
    expect(readCultureCookie()).toBe('ru');
    document.cookie = '_rr_culture=c=en|uic=en; path=/';
    expect(readCultureCookie()).toBe('en');
    document.cookie = '_rr_culture=garbage; path=/';
    expect(readCultureCookie()).toBe('ru');
  });

  it('switches to English in place: cookie written, text and <html lang> follow', async () => {
    renderSwitch();
    const probe = screen.getByTestId('probe');
    expect(probe).toHaveTextContent('События');
    expect(screen.getByRole('button', { name: /Русский/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: /English/ }));

    expect(document.cookie).toContain('_rr_culture=c=en|uic=en');
    expect(readCultureCookie()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // the same DOM node re-rendered: no reload happened
    expect(screen.getByTestId('probe')).toBe(probe);
    expect(probe).toHaveTextContent('Events');
    expect(screen.getByRole('group', { name: 'Interface language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: /Русский/ }));
    expect(readCultureCookie()).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(probe).toHaveTextContent('События');
  });
});
