import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type FieldPath,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import { suggestEventCode } from '../../../../shared/domain/event-code.js';
import { ACTIVITY_TYPES, SPORT_TYPES } from '../../../../shared/domain/sport-types.js';
import type { NewEvent, NewEventInput } from '../../../../shared/schemas/cabinet-event-editor.js';
import { EVENT_TIME_ZONES } from '../../../../shared/domain/event-time-zones.js';
import { FieldError, FieldHint, fieldAria, FormField } from '../../../components/ui/form-field.js';
import controls from '../../../components/ui/form-controls.module.css';
import { fieldText, useLanguage } from '../../../lib/form-server-errors.js';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.js';
import { EventDocumentFields } from './event-document-fields.js';
import { EventProgramFields } from './event-program-fields.js';
import { RichTextField } from './rich-text-field.js';
import styles from './event-form.module.css';

/** The map and Leaflet arrive when the form shows, as a chunk of their own. */
const EventPointMap = lazy(() => import('./event-point-map.js'));

const newEventRules = lazyZodResolver(() =>
  import('../../../../shared/schemas/cabinet-event-editor.js').then((m) => m.newEventSchema),
);
// an existing event's code and organizer are not the form's to change: its rules leave them out
const editEventRules = lazyZodResolver(() =>
  import('../../../../shared/schemas/cabinet-event-editor.js').then((m) => m.eventFormSchema),
);

export type EventFormValues = NewEventInput;

export interface EventFormProps {
  /** new: organizer and code are chosen here; edit: they are the event's. */
  mode: 'new' | 'edit';
  defaults: EventFormValues;
  organizers: readonly { id: number; name: string }[];
  cities: readonly { id: number; name: string; lat: number; lng: number }[];
  /** Sends the values; a refusal's field messages are put under the fields, its other text answered. */
  onSave: (values: NewEvent) => Promise<{ fields?: Record<string, string>; message?: string } | null>;
}

/** The language's sport and format names. */
const optionsOf = (items: readonly { id: string; ru: string; en: string }[], lang: Language) =>
  items.map((item) => ({ value: item.id, label: item[lang] }));

const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(String(value).replace(',', '.'));

/**
 * The event's form (issue 18 item 2): names and rich-text descriptions in both languages, sport, dates in
 * the event's zone, place with a point on the map, program, documents, contacts, start packs, beneficiary
 * and features. Checked by the shared schema before sending; the server's field messages come back under
 * the same fields, and what was typed stays in the form whatever the answer.
 */
export function EventForm({ mode, defaults, organizers, cities, onSave }: EventFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = mode === 'new' ? newEventRules : editEventRules;
  const [formError, setFormError] = useState<string | null>(null);
  const [codeEdited, setCodeEdited] = useState(mode === 'edit');
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, NewEvent>({
    resolver: rules.resolver as Resolver<EventFormValues, unknown, NewEvent>,
    defaultValues: defaults,
  });
  const [lat, lng, cityId, code, nameRu, nameEn] = useWatch({
    control,
    name: ['lat', 'lng', 'cityId', 'code', 'nameRu', 'nameEn'],
  });
  const city = cities.find((c) => c.id === cityId) ?? null;

  // a new event's code follows its name until the organizer types one of their own
  useEffect(() => {
    if (codeEdited) return;
    setValue('code', suggestEventCode(nameEn?.trim() || nameRu || ''));
  }, [codeEdited, nameRu, nameEn, setValue]);

  const messageOf = (name: FieldPath<EventFormValues>): string | undefined => {
    let node: unknown = errors;
    for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return fieldText((node as { message?: string } | undefined)?.message, lang);
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      const refusal = await onSave(values);
      if (!refusal) return;
      const fields = Object.entries(refusal.fields ?? {});
      fields.forEach(([name, message], i) =>
        setError(name as FieldPath<EventFormValues>, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      setFormError(
        fields.length ? t('cabinetEvent.checkFields') : (refusal.message ?? t('cabinetEvent.failed')),
      );
    },
    () => setFormError(t('cabinetEvent.checkFields')),
  );

  const text = (
    name: FieldPath<EventFormValues>,
    label: string,
    extra: { hint?: string; type?: string } = {},
  ) => {
    const id = `event-${name.replace(/\./g, '-')}`;
    const error = messageOf(name);
    return (
      <FormField id={id} label={label} hint={extra.hint} error={error}>
        <input
          {...register(name)}
          id={id}
          type={extra.type ?? 'text'}
          className={`${controls.input} ${styles.input}`}
          {...fieldAria(id, { error, hint: Boolean(extra.hint) })}
        />
      </FormField>
    );
  };

  const select = (
    name: FieldPath<EventFormValues>,
    label: string,
    options: readonly { value: string | number; label: string }[],
    extra: { hint?: string; placeholder?: string; asNumber?: boolean } = {},
  ) => {
    const id = `event-${name}`;
    const error = messageOf(name);
    return (
      <FormField id={id} label={label} hint={extra.hint} error={error}>
        <select
          {...register(name, extra.asNumber ? { setValueAs: numberOrNull } : {})}
          id={id}
          className={`${controls.input} ${styles.input}`}
          {...fieldAria(id, { error, hint: Boolean(extra.hint) })}
        >
          {extra.placeholder !== undefined && <option value="">{extra.placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FormField>
    );
  };

  const richText = (name: 'descriptionRu' | 'descriptionEn', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RichTextField
          id={`event-${name}`}
          label={label}
          initialHtml={defaults[name]}
          onChange={field.onChange}
          error={messageOf(name)}
        />
      )}
    />
  );

  const zones = EVENT_TIME_ZONES.includes(defaults.timeZone as (typeof EVENT_TIME_ZONES)[number])
    ? EVENT_TIME_ZONES
    : [defaults.timeZone, ...EVENT_TIME_ZONES];
  const publicUrl = `/event/${code ?? ''}`;

  return (
    <form className={styles.form} noValidate onFocus={rules.warm} onSubmit={(e) => void onSubmit(e)}>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('cabinetEvent.sections.main')}</legend>
        {mode === 'new' &&
          select(
            'organizerId',
            t('cabinetEvent.organizer'),
            organizers.map((o) => ({ value: o.id, label: o.name })),
            { asNumber: true, hint: t('cabinetEvent.organizerHint') },
          )}
        <div className={styles.pair}>
          {text('nameRu', t('cabinetEvent.nameRu'))}
          {text('nameEn', t('cabinetEvent.nameEn'))}
        </div>
        {mode === 'new' ? (
          <FormField
            id="event-code"
            label={t('cabinetEvent.code')}
            hint={t('cabinetEvent.codeHint', { url: publicUrl })}
            error={messageOf('code')}
          >
            <input
              {...register('code', { onChange: () => setCodeEdited(true) })}
              id="event-code"
              className={`${controls.input} ${styles.input}`}
              autoCapitalize="none"
              spellCheck={false}
              {...fieldAria('event-code', { error: messageOf('code'), hint: true })}
            />
          </FormField>
        ) : (
          <p className={controls.hint}>{t('cabinetEvent.codeFixed', { url: publicUrl })}</p>
        )}
        <div className={styles.pair}>
          {select('sportType', t('cabinetEvent.sportType'), optionsOf(SPORT_TYPES, lang))}
          {select('activityType', t('cabinetEvent.activityType'), optionsOf(ACTIVITY_TYPES, lang))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('cabinetEvent.sections.descriptions')}</legend>
        {richText('descriptionRu', t('cabinetEvent.descriptionRu'))}
        {richText('descriptionEn', t('cabinetEvent.descriptionEn'))}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('cabinetEvent.sections.when')}</legend>
        <div className={styles.triple}>
          {text('startsAt', t('cabinetEvent.startsAt'), { type: 'datetime-local' })}
          {text('endsAt', t('cabinetEvent.endsAt'), {
            type: 'datetime-local',
            hint: t('cabinetEvent.endsAtHint'),
          })}
          {select(
            'timeZone',
            t('cabinetEvent.timeZone'),
            zones.map((z) => ({ value: z, label: z.replace('_', ' ') })),
            { hint: t('cabinetEvent.timeZoneHint') },
          )}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('cabinetEvent.sections.where')}</legend>
        {select(
          'cityId',
          t('cabinetEvent.city'),
          cities.map((c) => ({ value: c.id, label: c.name })),
          { asNumber: true, placeholder: t('cabinetEvent.noCity') },
        )}
        <div className={styles.pair}>
          {text('placeRu', t('cabinetEvent.placeRu'))}
          {text('placeEn', t('cabinetEvent.placeEn'))}
        </div>
        <p className={controls.hint} id="event-map-hint">
          {t('cabinetEvent.mapHint')}
        </p>
        <Suspense fallback={<div className={styles.mapPlaceholder} />}>
          <EventPointMap
            lat={lat ?? null}
            lng={lng ?? null}
            around={city}
            onPick={(pickedLat, pickedLng) => {
              setValue('lat', pickedLat, { shouldDirty: true, shouldValidate: false });
              setValue('lng', pickedLng, { shouldDirty: true, shouldValidate: false });
            }}
          />
        </Suspense>
        <div className={styles.coordinates}>
          <CoordinateField
            name="lat"
            label={t('cabinetEvent.lat')}
            register={register}
            error={messageOf('lat')}
          />
          <CoordinateField
            name="lng"
            label={t('cabinetEvent.lng')}
            register={register}
            error={messageOf('lng')}
          />
          <button
            type="button"
            className={styles.secondary}
            disabled={lat === null && lng === null}
            onClick={() => {
              setValue('lat', null, { shouldDirty: true });
              setValue('lng', null, { shouldDirty: true });
            }}
          >
            {t('cabinetEvent.clearPoint')}
          </button>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('cabinetEvent.sections.program')}</legend>
        <EventProgramFields control={control} register={register} language="ru" messageOf={messageOf} />
        <EventProgramFields control={control} register={register} language="en" messageOf={messageOf} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('cabinetEvent.sections.documents')}</legend>
        <EventDocumentFields control={control} register={register} messageOf={messageOf} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('cabinetEvent.sections.contacts')}</legend>
        <div className={styles.pair}>
          {text('contactEmail', t('cabinetEvent.contactEmail'), { type: 'email' })}
          {text('contactPhone', t('cabinetEvent.contactPhone'), { type: 'tel' })}
        </div>
        <div className={styles.pair}>
          {text('website', t('cabinetEvent.website'), { type: 'url' })}
          {text('operatorName', t('cabinetEvent.operatorName'))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('cabinetEvent.sections.startPack')}</legend>
        <div className={styles.pair}>
          {text('startPack.descriptionRu', t('cabinetEvent.startPackDescriptionRu'))}
          {text('startPack.descriptionEn', t('cabinetEvent.startPackDescriptionEn'))}
        </div>
        <div className={styles.pair}>
          {text('startPack.place', t('cabinetEvent.startPackPlace'))}
          {text('startPack.schedule', t('cabinetEvent.startPackSchedule'))}
        </div>
      </fieldset>

      <fieldset className={styles.group} aria-describedby="event-beneficiary-hint">
        <legend className={styles.legend}>{t('cabinetEvent.sections.beneficiary')}</legend>
        <FieldHint id="event-beneficiary" hint={t('cabinetEvent.beneficiaryHint')} />
        <div className={styles.pair}>
          {text('beneficiary.name', t('cabinetEvent.beneficiaryName'))}
          {text('beneficiary.address', t('cabinetEvent.beneficiaryAddress'))}
        </div>
        <div className={styles.pair}>
          {text('beneficiary.inn', t('cabinetEvent.beneficiaryInn'))}
          {text('beneficiary.ogrnip', t('cabinetEvent.beneficiaryOgrnip'))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('cabinetEvent.sections.flags')}</legend>
        <div className={styles.flags}>
          {(['hasLiveStream', 'fastIdentification', 'isFree', 'isNational'] as const).map((flag) => (
            <label key={flag} className={styles.flag}>
              <input type="checkbox" className={controls.checkbox} {...register(flag)} />
              {t(`cabinetEvent.flags.${flag}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('cabinetEvent.sections.corporate')}</legend>
        <FormField
          id="event-corporateHoldDays"
          label={t('cabinetEvent.corporateHoldDays')}
          hint={t('cabinetEvent.corporateHoldDaysHint')}
          error={messageOf('corporateHoldDays')}
        >
          <input
            {...register('corporateHoldDays', {
              // blank: left as it is (the server keeps the event's days)
              setValueAs: (typed: unknown) =>
                typed === '' || typed === undefined ? undefined : Number(typed),
            })}
            id="event-corporateHoldDays"
            type="number"
            min={1}
            max={30}
            step={1}
            inputMode="numeric"
            className={`${controls.input} ${styles.input} ${styles.days}`}
            {...fieldAria('event-corporateHoldDays', {
              error: messageOf('corporateHoldDays'),
              hint: true,
            })}
          />
        </FormField>
      </fieldset>

      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting
            ? t('cabinetEvent.saving')
            : t(mode === 'new' ? 'cabinetEvent.create' : 'cabinetEvent.save')}
        </button>
      </div>
    </form>
  );
}

/** A latitude or longitude typed by keyboard (the map sets the same fields with a click). */
function CoordinateField({
  name,
  label,
  register,
  error,
}: {
  name: 'lat' | 'lng';
  label: string;
  register: UseFormRegister<EventFormValues>;
  error: string | undefined;
}) {
  const id = `event-${name}`;
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...register(name, { setValueAs: numberOrNull })}
        id={id}
        inputMode="decimal"
        className={`${controls.input} ${styles.input}`}
        {...fieldAria(id, { error })}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
