import type { ParseKeys } from 'i18next';
import type { CabinetAction } from '../../../shared/domain/cabinet-permissions.js';

/** A section of an event in the cabinet: its path under /cabinet/events/:code/, who may open it, its link. */
export interface CabinetSection {
  path: string;
  action: CabinetAction;
  /** The link's text and its accessible name with the event's name (`{{event}}`). */
  label: ParseKeys;
  labelOf: ParseKeys;
}

/**
 * The sections an event card on the cabinet's home links to, in this order, each shown only to roles whose
 * permissions include its action (the API answers 403 to the others anyway).
 */
export const CABINET_SECTIONS: readonly CabinetSection[] = [
  {
    path: 'edit',
    action: 'events.edit',
    label: 'cabinet.eventEditor.open',
    labelOf: 'cabinet.eventEditor.openOf',
  },
  {
    path: 'entries',
    action: 'entries.view',
    label: 'cabinet.home.openEntries',
    labelOf: 'cabinet.home.openEntriesOf',
  },
  {
    path: 'races',
    action: 'events.edit',
    label: 'cabinet.races.open',
    labelOf: 'cabinet.races.openOf',
  },
  {
    path: 'numbers',
    action: 'numbers.assign',
    label: 'cabinet.numbers.open',
    labelOf: 'cabinet.numbers.openOf',
  },
  {
    path: 'results',
    action: 'results.import',
    label: 'cabinet.results.open',
    labelOf: 'cabinet.results.openOf',
  },
  {
    path: 'questions',
    action: 'questions.answer',
    label: 'cabinet.questions.open',
    labelOf: 'cabinet.questions.openOf',
  },
  {
    path: 'checkin',
    action: 'checkin',
    label: 'cabinet.checkin.open',
    labelOf: 'cabinet.checkin.openOf',
  },
  {
    path: 'reports',
    action: 'reports.view',
    label: 'cabinet.home.openReports',
    labelOf: 'cabinet.home.openReportsOf',
  },
];
