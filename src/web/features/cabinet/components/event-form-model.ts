import type { EventEditor, EventValues } from '../../../../shared/schemas/cabinet-event-editor.js';
import { apiErrorOf } from '../../../lib/api-error.js';
import type { EventFormValues } from './event-form.js';

/** A new event's form: nothing typed yet, Moscow time, an organizer chosen when there is one. */
export function emptyEventForm(organizerId: number | undefined): EventFormValues {
  return {
    organizerId: organizerId ?? 0,
    code: '',
    nameRu: '',
    nameEn: '',
    descriptionRu: '',
    descriptionEn: '',
    sportType: 'run',
    activityType: 'offline',
    startsAt: '',
    endsAt: '',
    timeZone: 'Europe/Moscow',
    cityId: null,
    placeRu: '',
    placeEn: '',
    lat: null,
    lng: null,
    program: { ru: [], en: [] },
    documents: [],
    beneficiary: { name: '', inn: '', ogrnip: '', address: '' },
    contactEmail: '',
    contactPhone: '',
    website: '',
    operatorName: '',
    startPack: { descriptionRu: '', descriptionEn: '', place: '', schedule: '' },
    hasLiveStream: false,
    fastIdentification: false,
    isFree: false,
    isNational: false,
    corporateHoldDays: 5,
  };
}

/** A saved event's form: its values, with its organizer and code (which the form shows, not changes). */
export function eventFormOf(editor: EventEditor): EventFormValues {
  const values: EventValues = editor.values;
  return {
    ...values,
    sportType: values.sportType as EventFormValues['sportType'],
    organizerId: editor.organizer.id,
    code: editor.code,
  };
}

/** A refused save as the form shows it: field messages under the fields, anything else above the form. */
export function refusalOf(error: unknown): { fields?: Record<string, string>; message?: string } {
  const body = apiErrorOf(error);
  if (!body) return {};
  return body.fields ? { fields: body.fields } : { message: body.message };
}
