import { useState } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { RaceEditor, RaceInput } from '../../../../shared/schemas/cabinet-races.js';
import { apiErrorOf } from '../../../lib/api-error.js';
import { useLanguage } from '../../../lib/form-server-errors.js';
import { RaceErrorsContext } from './race-fields.js';
import { checkRace, type RaceErrors } from './race-form-check.js';
import {
  fieldId,
  raceFormOf,
  sectionOf,
  SECTION_ORDER,
  type RaceForm,
  type RaceSection,
} from './race-form-model.js';
import { CodesSection, OptionsSection } from './race-list-sections.js';
import { TeamSection } from './race-team-section.js';
import { BasicsSection, PlacesSection, PricesSection, RulesSection } from './race-sections.js';
import styles from './race-form.module.css';

interface RaceEditorFormProps {
  /** The stored race (its counts: places taken, units sold, codes used); null for a new one. */
  view: RaceEditor | null;
  initial: RaceForm;
  timeZone: string;
  /** Sends the race; answers the stored race, or throws the server's refusal. */
  send: (input: RaceInput) => Promise<RaceEditor>;
  pending: boolean;
  onSaved: (saved: RaceEditor) => void;
}

/**
 * The race editor (issue 18 item 2): one form in sections — basics, places and dates, prices, rules and
 * the registration form, options, codes, team format — shown one at a time; the sections not shown keep
 * their values and messages. Saving checks the whole race with the server's rules first, opens the first
 * section with a problem and focuses its field; the server's refusals land the same way. Nothing typed is
 * lost on a refusal or a failed call.
 */
export function RaceEditorForm({ view, initial, timeZone, send, pending, onSaved }: RaceEditorFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const form = useForm<RaceForm>({ defaultValues: initial });
  const [section, setSection] = useState<RaceSection>('basics');
  const [errors, setErrors] = useState<RaceErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const show = (found: RaceErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first === undefined) return;
    // the section opens before its field takes the focus
    flushSync(() => setSection(sectionOf(first)));
    document.getElementById(fieldId(first))?.focus();
  };

  const withErrors = new Set(Object.keys(errors).map(sectionOf));
  const sectionName = (s: RaceSection) => t(`cabinetRaceEditor.sections.${s}`);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const checked = await checkRace(values, timeZone, lang);
    if (checked.errors) {
      show(checked.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await send(checked.input);
      // the stored rows (new ones with their ids) become the form's values
      form.reset(raceFormOf(saved.race));
      onSaved(saved);
    } catch (error) {
      const body = apiErrorOf(error);
      if (body?.fields && Object.keys(body.fields).length) show(body.fields);
      else setFormError(body?.message ?? t('cabinetRaceEditor.failed'));
    }
  });

  const index = SECTION_ORDER.indexOf(section);
  const next = SECTION_ORDER[index + 1];
  const panels: Record<RaceSection, React.ReactNode> = {
    basics: <BasicsSection />,
    places: <PlacesSection view={view} />,
    prices: <PricesSection />,
    rules: <RulesSection />,
    options: <OptionsSection view={view} />,
    codes: <CodesSection view={view} />,
    team: <TeamSection view={view} />,
  };

  return (
    <FormProvider {...form}>
      <RaceErrorsContext.Provider value={errors}>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <p className={styles.note}>{t('cabinetRaceEditor.timesIn', { zone: timeZone })}</p>
          <nav aria-label={t('cabinetRaceEditor.sectionsLabel')}>
            <ul className={styles.nav}>
              {SECTION_ORDER.map((s) => (
                <li key={s}>
                  <button
                    type="button"
                    className={withErrors.has(s) ? `${styles.tab} ${styles.tabError}` : styles.tab}
                    aria-current={s === section ? 'true' : undefined}
                    aria-controls={`race-section-${s}`}
                    onClick={() => setSection(s)}
                  >
                    {withErrors.has(s) ? `${sectionName(s)} !` : sectionName(s)}
                    {withErrors.has(s) && (
                      <span className="visually-hidden">
                        {' '}
                        ({t('cabinetRaceEditor.sectionHasErrors', { section: sectionName(s) })})
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {SECTION_ORDER.map((s) => (
            <section
              key={s}
              id={`race-section-${s}`}
              className={styles.panel}
              hidden={s !== section}
              aria-labelledby={`race-section-${s}-title`}
            >
              <h2 id={`race-section-${s}-title`} className={styles.panelTitle}>
                {sectionName(s)}
              </h2>
              {panels[s]}
            </section>
          ))}
          {withErrors.size > 0 && (
            <p className={styles.alert} role="alert">
              {t('cabinetRaceEditor.fixErrors', { sections: [...withErrors].map(sectionName).join(', ') })}
            </p>
          )}
          {formError && (
            <p className={styles.alert} role="alert">
              {formError}
            </p>
          )}
          <div className={styles.footer}>
            <button type="submit" className={styles.save} disabled={pending}>
              {pending
                ? t('cabinetRaceEditor.saving')
                : view
                  ? t('cabinetRaceEditor.save')
                  : t('cabinetRaceEditor.create')}
            </button>
            {next && (
              <button type="button" className={styles.step} onClick={() => setSection(next)}>
                {sectionName(next)} →
              </button>
            )}
            {form.formState.isDirty && <p className={styles.dirty}>{t('cabinetRaceEditor.unsaved')}</p>}
          </div>
        </form>
      </RaceErrorsContext.Provider>
    </FormProvider>
  );
}
