import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/shared-translation.js';
import { useServerCheckedForm } from '../../lib/use-server-checked-form.js';
import cabinet from '../ui/cabinet-section.module.css';
import controls from '../ui/form-controls.module.css';
import { FormField, fieldAria } from '../ui/form-field.js';
import type { RequisitesGroup, RequisitesTexts } from './requisites-groups.js';
import styles from './requisites.module.css';

interface RequisitesFormProps<F extends string, G extends string, V extends Record<F, string>, P> {
  groups: readonly RequisitesGroup<F, G>[];
  texts: RequisitesTexts<F, G>;
  initial: V;
  save: UseMutationResult<P, Error, V>;
  /** The requisites the server stored, out of its answer. */
  stored: (page: P) => V;
  /** The organizer cabinet's look (requisites.module.css). */
  compact?: boolean;
}

/**
 * The requisites' form (an organizer's, a company's profile): the server checks every field (INN, KPP and
 * OGRN with their check digits, BIK, accounts against the BIK) and its messages show next to the fields;
 * what was typed stays on any failure.
 */
export function RequisitesForm<F extends string, G extends string, V extends Record<F, string>, P>({
  groups,
  texts,
  initial,
  save,
  stored,
  compact = false,
}: RequisitesFormProps<F, G, V, P>) {
  const { t } = useTranslation();
  const form = useServerCheckedForm({
    initial,
    order: groups.flatMap((group) => group.fields.map((field) => field.name)),
    save,
    stored,
    texts: {
      saved: t(`${texts.keys}.saved`),
      checkFields: t(`${texts.keys}.checkFields`),
      failed: t(`${texts.keys}.failed`),
    },
  });

  return (
    <form
      className={[styles.form, compact && styles.compact].filter(Boolean).join(' ')}
      onSubmit={form.submit}
      noValidate
    >
      {groups.map((group) => (
        <fieldset key={group.title} className={styles.group}>
          <legend className={styles.legend}>{texts.group(group.title)}</legend>
          {group.title === 'bank' && <p className={cabinet.note}>{t(`${texts.keys}.bankHint`)}</p>}
          {group.fields.map(({ name, digits, optional, hint, autoComplete = 'off', maxLength = 300 }) => {
            const id = form.fieldId(name);
            const label = texts.field(name);
            const hintText = hint ? texts.hint(name) : undefined;
            return (
              <FormField
                key={name}
                id={id}
                label={optional ? t(`${texts.keys}.optional`, { field: label }) : label}
                hint={hintText}
                error={form.errors[name]}
              >
                <input
                  id={id}
                  className={[controls.input, styles.input, digits && styles.digits]
                    .filter(Boolean)
                    .join(' ')}
                  type="text"
                  autoComplete={autoComplete}
                  spellCheck={false}
                  // a KPP may carry letters: no number pad for it
                  inputMode={digits && name !== 'kpp' ? 'numeric' : undefined}
                  // numbers may be typed with spaces: room for them
                  maxLength={digits ? digits * 2 : maxLength}
                  value={form.values[name]}
                  onChange={(e) => form.change(name, e.target.value)}
                  {...fieldAria(id, { error: form.errors[name], hint: Boolean(hintText) })}
                />
              </FormField>
            );
          })}
        </fieldset>
      ))}
      {form.formError && (
        <p className={controls.alert} role="alert">
          {form.formError}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={form.saving}>
        {form.saving ? t(`${texts.keys}.saving`) : t(`${texts.keys}.save`)}
      </button>
    </form>
  );
}
