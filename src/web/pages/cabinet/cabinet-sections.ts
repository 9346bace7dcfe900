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
    path: 'entries',
    action: 'entries.view',
    label: 'cabinet.home.openEntries',
    labelOf: 'cabinet.home.openEntriesOf',
  },
  {
    path: 'numbers',
    action: 'numbers.assign',
    label: 'cabinet.numbers.open',
    labelOf: 'cabinet.numbers.openOf',
  },
  {
    path: 'questions',
    action: 'questions.answer',
    label: 'cabinet.questions.open',
    labelOf: 'cabinet.questions.openOf',
  },
];
