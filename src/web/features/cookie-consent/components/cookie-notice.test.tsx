import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.js';
import { CookieNotice } from './cookie-notice.js';

function renderNotice() {
  return render(
    <I18nextProvider i18n={i18n}>
      <CookieNotice />
    </I18nextProvider>,
  );
}

const RU_TEXT =
  'Сервис использует файлы cookie для удобства использования, анализа трафика, персонализации, маркетинга и безопасности. Нажимая «Понятно», вы даёте согласие на их использование.';

describe('CookieNotice', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
  });

  it('shows the SPEC text and hides for good after «Понятно»', async () => {
    const { unmount } = renderNotice();
    expect(screen.getByText(RU_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByText(RU_TEXT)).not.toBeInTheDocument();
    expect(document.cookie).toContain('acceptedrrcookies=true');
    unmount();
    renderNotice();
    expect(screen.queryByRole('button', { name: 'Понятно' })).not.toBeInTheDocument();
  });

  it('stays hidden when the consent cookie is already set', () => {
    document.cookie = 'acceptedrrcookies=true; path=/';
    renderNotice();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderNotice();
    expect(
      screen.getByText(
        "The service uses cookies for usability, traffic analysis, personalization, marketing and security. By clicking 'Got it' you consent to their use.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });
});
