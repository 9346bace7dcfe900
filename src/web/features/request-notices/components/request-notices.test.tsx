import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.js';
import { beginSlowRequest, resetRequestActivity, setOverloaded } from '../../../lib/request-activity.js';
import { RequestNotices } from './request-notices.js';

function renderNotices() {
  render(
    <I18nextProvider i18n={i18n}>
      <RequestNotices />
    </I18nextProvider>,
  );
}

describe('RequestNotices', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
  });
  afterEach(() => act(resetRequestActivity));

  it('shows the long-loading notice while a call is slow', () => {
    renderNotices();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    let end: () => void = () => {};
    act(() => {
      end = beginSlowRequest();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка занимает больше времени, чем обычно…');
    act(() => end());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the overload notice after a 503, in both languages', async () => {
    renderNotices();
    act(() => setOverloaded(true));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Загрузка страниц временно приостановлена из-за высокой нагрузки. Пожалуйста, подождите 5 минут и попробуйте снова.',
    );
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Page loading is temporarily suspended due to high load. Please wait 5 minutes and try again.',
    );
  });
});
