import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SharedTranslation, useTranslation } from './shared-translation.js';

function Greeting() {
  const { t } = useTranslation();
  return <p>{`${t('greeting' as never)} · ${t('places' as never, { count: 3 })}`}</p>;
}

const page = (instance: I18n) =>
  renderToString(
    <I18nextProvider i18n={instance}>
      <SharedTranslation>
        <Greeting />
      </SharedTranslation>
    </I18nextProvider>,
  );

async function catalogs(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'ru',
    fallbackLng: 'ru',
    resources: {
      ru: {
        translation: { greeting: 'Привет', places_few: '{{count}} места', places_many: '{{count}} мест' },
      },
      en: {
        translation: { greeting: 'Hello', places_one: '{{count}} place', places_other: '{{count}} places' },
      },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}

describe('the shared translation', () => {
  it('gives each request its own language although the remembered texts are shared', async () => {
    const app = await catalogs();
    const ru = app.cloneInstance({ lng: 'ru' });
    const en = app.cloneInstance({ lng: 'en' });
    // in turn and again, so that each language's texts come from memory the second time
    for (let round = 0; round < 2; round++) {
      expect(page(ru)).toContain('Привет · 3 места');
      expect(page(en)).toContain('Hello · 3 places');
    }
  });

  it('shows a text changed by a catalog added later, not the one remembered before', async () => {
    const app = await catalogs();
    expect(page(app)).toContain('Привет');
    app.addResourceBundle('ru', 'translation', { greeting: 'Здравствуйте' }, true, true);
    expect(page(app)).toContain('Здравствуйте');
    expect(page(app.cloneInstance({ lng: 'en' }))).toContain('Hello');
  });

  it('does not remember a key the catalogs do not have yet', async () => {
    const app = await catalogs();
    expect(page(app)).toContain('Привет');
    const later = i18next.createInstance();
    await later.init({ lng: 'ru', resources: { ru: { translation: {} } }, showSupportNotice: false });
    expect(page(later)).toContain('greeting');
    later.addResourceBundle('ru', 'translation', { greeting: 'Добрый день' }, true, true);
    expect(page(later)).toContain('Добрый день');
  });
});
