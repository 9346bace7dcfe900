import type { Language } from '../constants.js';

/**
 * Identity document types of SPEC §3 with the masks, placeholders and length limits of SPEC §5.
 * Mask syntax (imask's pattern mask): `0` a digit, `a` a letter, `*` any character; other characters are
 * fixed. Free-text types have no mask. `pattern` checks the stored value (as typed, with its spaces).
 */
export interface IdentityDocumentType {
  code: string;
  name: Record<Language, string>;
  placeholder: Record<Language, string>;
  mask: string | null;
  minLength: number;
  maxLength: number;
  pattern: RegExp;
}

const FREE_PLACEHOLDER = { ru: 'Серия и номер', en: 'Серия и номер' };
const free = (code: string, ru: string, en: string): IdentityDocumentType => ({
  code,
  name: { ru, en },
  placeholder: FREE_PLACEHOLDER,
  mask: null,
  minLength: 1,
  maxLength: 25,
  pattern: /^\S(?:.{0,23}\S)?$/u,
});
/** Two letters and seven digits: 'XX XXXXXXX', at most 9 characters without the space. */
const military = (code: string, ru: string, en: string): IdentityDocumentType => ({
  code,
  name: { ru, en },
  placeholder: { ru: 'XX XXXXXXX', en: 'XX XXXXXXX' },
  mask: 'aa 0000000',
  minLength: 9,
  maxLength: 9,
  pattern: /^\p{L}{2} ?\d{7}$/u,
});

export const IDENTITY_DOCUMENT_TYPES: readonly IdentityDocumentType[] = [
  {
    code: '21',
    name: { ru: 'Паспорт гражданина РФ', en: 'Russian passport' },
    placeholder: { ru: 'XX XX XXXXXX', en: 'XX XX XXXXXX' },
    mask: '00 00 000000',
    minLength: 10,
    maxLength: 10,
    pattern: /^\d{2} ?\d{2} ?\d{6}$/,
  },
  free('03', 'Свидетельство о рождении', 'Birth certificate'),
  military('07', 'Военный билет', 'Military ID'),
  free(
    '08',
    'Временное удостоверение взамен военного билета',
    'Temporary certificate in place of military ID',
  ),
  free('10', 'Паспорт иностранного гражданина', 'Foreign passport'),
  free(
    '11',
    'Свидетельство о рассмотрении ходатайства о признании беженцем',
    'Certificate of a refugee-status petition',
  ),
  free('12', 'Вид на жительство', 'Residence permit'),
  free('13', 'Удостоверение беженца', 'Refugee ID'),
  free('14', 'Временное удостоверение личности гражданина РФ', 'Temporary ID of a Russian citizen'),
  free('15', 'Разрешение на временное проживание', 'Temporary residence permit'),
  {
    code: '19',
    name: { ru: 'Свидетельство о предоставлении временного убежища', en: 'Temporary asylum certificate' },
    placeholder: { ru: 'XX N XXXXXXX', en: 'XX N XXXXXXX' },
    mask: '00 N 0000000',
    minLength: 9,
    maxLength: 9,
    pattern: /^\d{2} ?N ?\d{7}$/,
  },
  free('23', 'Свидетельство о рождении, выданное за рубежом', 'Foreign-issued birth certificate'),
  military('24', 'Удостоверение личности военнослужащего', 'Serviceman ID'),
  military('27', 'Военный билет офицера запаса', 'Reserve officer military ID'),
  free('91', 'Иной документ', 'Other document'),
];

export const IDENTITY_DOCUMENT_CODES = IDENTITY_DOCUMENT_TYPES.map((t) => t.code);

export function identityDocumentType(code: string): IdentityDocumentType | undefined {
  return IDENTITY_DOCUMENT_TYPES.find((t) => t.code === code);
}

/**
 * Whether a number fits its document type. The length limits of SPEC §5 count the characters of the
 * number itself: the separators a mask adds (spaces, and the fixed `N` of type 19) are not counted.
 */
export function isValidDocumentNumber(code: string, number: string): boolean {
  const type = identityDocumentType(code);
  if (!type) return false;
  if (!type.pattern.test(number)) return false;
  const counted = type.mask ? number.replace(/[\sN]/g, '') : number;
  return counted.length >= type.minLength && counted.length <= type.maxLength;
}
