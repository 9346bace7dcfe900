import { REGISTRATION_REFUSALS } from './domain/registration-refusals.js';

/** Stable error codes answered as `{ error: { code, message, fields } }` (DESIGN §4). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CSRF_REJECTED',
  'RATE_LIMITED',
  'OVERLOADED',
  'INTERNAL',
  // accounts (issue 4)
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'SIGN_IN_LOCKED',
  'SIGN_IN_SLOWED',
  'AUTH_MAIL_LIMIT',
  'AUTH_BUSY',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
  'ACCOUNT_NOT_FOUND',
  'RELATIVE_ALREADY_ADDED',
  'RELATIVE_IS_SELF',
  'RELATIVE_LOOKUP_LIMIT',
  'RELATIVE_INVITE_LIMIT',
  'IMAGE_TYPE',
  'IMAGE_TOO_LARGE',
  // registration (issue 14): SPEC §8's booking codes and the order's refusals
  ...REGISTRATION_REFUSALS,
  // a friend's entry opened from the invitation can no longer be changed
  'ENTRY_LOCKED',
  // options, prices and promo codes (issue 15; SPEC §8)
  'OUT_OF_STOCK',
  'PROMO_CODE_INVALID',
  'ACCESS_CODE_INVALID',
  'ACCESS_CODE_REQUIRED',
  'PROMO_CODE_LIMIT',
  'PAYMENT_TIME_EXPIRED',
  'ORDER_NOT_PAYABLE',
  'PAYMENT_METHOD_UNAVAILABLE',
  'PAYMENT_FAILED',
  'REFUND_NOT_POSSIBLE',
  // the order's documents (issue 16, ADR 019)
  'RECEIPT_NOT_AVAILABLE',
  'INVOICE_NOT_AVAILABLE',
  // teams and relays (issue 17; SPEC §8 team errors)
  'TEAM_EXISTS',
  'TEAM_NOT_FOUND',
  'ALREADY_MEMBER',
  'ALREADY_IN_TEAM',
  'TEAM_FULL',
  'TEAM_CLOSED',
  'TEAM_CHANGED',
  'TEAM_INCOMPLETE',
  'TEAM_REQUIRED',
  'CAPTAIN_CANNOT_LEAVE',
  'MEMBER_REGISTERED',
  'TEAM_CODE_LIMIT',
  // start numbers in the organizer cabinet (issue 18 item 4)
  'BIB_TAKEN',
  'BIB_RANGE_MISSING',
  'BIB_RANGE_FULL',
  // results import in the organizer cabinet (issue 18 item 6)
  'RESULTS_FILE_INVALID',
  'RESULTS_FILE_TOO_LARGE',
  'RESULTS_REFUSED',
  'RESULTS_IMPORT_LIMIT',
  // the organizer cabinet's questions inbox (issue 18 item 7)
  'QUESTION_ANSWERED',
  'QUESTION_CLOSED',
  // an entry changed in the organizer cabinet; the support desk (issue 18 items 3 and 8, ADR 026)
  'ENTRY_NOT_CONFIRMED',
  'MOVE_RACE_FULL',
  'MOVE_NOT_ELIGIBLE',
  'MOVE_ALREADY_REGISTERED',
  'CONFIRMATION_NOT_AVAILABLE',
  // who works in an organizer's cabinet (issue 18 item 1)
  'MEMBER_EXISTS',
  'LAST_OWNER',
  // the start-pack point (issue 18 item 5, ADR 025)
  'START_PACK_GIVEN',
  'START_PACK_UNPAID',
  'OFFLINE_REGISTRATION_CLOSED',
  'OFFLINE_ALREADY_REGISTERED',
  // a race deleted in the cabinet's race editor (issue 18, ADR 029)
  'RACE_HAS_ENTRIES',
  // certificates for the tax deduction (issue 19, ADR 030)
  'TAX_NOTHING_PAID',
  'TAX_NOT_LISTED',
  'TAX_ALREADY_ISSUED',
  'TAX_PROFILE_INCOMPLETE',
  'TAX_CERTIFICATE_REPLACED',
  'TAX_ORGANIZER_NOT_LISTED',
  // a company and its users in the corporate cabinet (issue 19 items 5 and 9, ADR 031)
  'COMPANY_MEMBER_EXISTS',
  'LAST_COMPANY_ADMIN',
  'COMPANY_INVITATION_INVALID',
  'COMPANY_INVITATION_OTHER_EMAIL',
  'LEAD_HAS_COMPANY',
  // a company's employees in the corporate cabinet (issue 19 item 6, ADR 031)
  'EMPLOYEE_EMAIL_TAKEN',
  'EMPLOYEE_NO_EMAIL',
  'EMPLOYEE_LINKED',
  'EMPLOYEES_FILE_INVALID',
  'EMPLOYEES_FILE_TOO_LARGE',
  'EMPLOYEE_INVITATION_INVALID',
  'EMPLOYEE_ALREADY_LINKED',
  // bulk registration in the corporate cabinet (issue 19 item 7, ADR 031)
  'CORP_EMPLOYEES_UNKNOWN',
  'CORP_NOT_ELIGIBLE',
  'CORP_ALREADY_REGISTERED',
  'CORP_PLACES_LEFT',
  'CORP_REQUISITES_MISSING',
  'CORP_PLACE_CLAIMED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode | string;
    message: string;
    fields?: Record<string, string>;
    /** The index of the order's participant a registration refusal is about. */
    participant?: number;
    /** OUT_OF_STOCK: what is left of each item short; the order adjusts itself to it (SPEC §8). */
    stock?: StockShortage[];
    /** TEAM_EXISTS: SPEC §8's code (1: the name is taken in the race, 2: the captain has a team there). */
    teamCode?: number;
    /** What a code means for the user, beside its message (TEAM_EXISTS's codes, CAPTAIN_CANNOT_LEAVE). */
    explanation?: string;
  };
}

/** An item (or its variant) the order asked more of than is left. */
export interface StockShortage {
  itemId: number;
  variantId: number | null;
  inStock: number;
}
