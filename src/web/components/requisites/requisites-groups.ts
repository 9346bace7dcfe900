/** A field of a legal entity's requisites (an organizer's, a company's profile). */
export interface RequisiteInput<F extends string> {
  name: F;
  /** A number of this many digits: tabular figures, room for spaces typed, a phone's number pad. */
  digits?: number;
  /** Labelled "(if any)". */
  optional?: boolean;
  /** Has a hint under it (texts.hint). */
  hint?: boolean;
  /** "organization" for a name the browser may offer; off otherwise. */
  autoComplete?: string;
  /** Characters at the most for a text field (a number's are twice its digits); 300 otherwise. */
  maxLength?: number;
}

/** The requisites' groups (the entity, the addresses, the bank …), each with its fields in order. */
export interface RequisitesGroup<F extends string, G extends string> {
  title: G;
  fields: readonly RequisiteInput<F>[];
}

/**
 * Their words: the catalog part holding the form's own ones (readOnly, notGiven, optional, bankHint, save,
 * saving, saved, checkFields, failed), and the groups', fields' and hints' names.
 */
export interface RequisitesTexts<F extends string, G extends string> {
  keys: 'cabinetOrganizer' | 'corpCompany';
  group: (group: G) => string;
  field: (field: F) => string;
  hint: (field: F) => string;
}
