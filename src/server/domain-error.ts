import type { ErrorCode, StockShortage } from '../shared/errors.js';

/**
 * What a service throws for an expected failure (DESIGN §4). The error handler answers it as
 * `{ error: { code, message, fields } }` with the status of its code and the message in the request's culture.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly params: Record<string, string | number> | undefined;
  /** OUT_OF_STOCK: what is left of each item short (the client adjusts the order to it). */
  readonly stock: StockShortage[] | undefined;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, string>;
      params?: Record<string, string | number>;
      stock?: StockShortage[];
    } = {},
  ) {
    super(code);
    this.code = code;
    this.fields = options.fields;
    this.params = options.params;
    this.stock = options.stock;
  }
}

export const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  RATE_LIMITED: 429,
  OVERLOADED: 503,
  INTERNAL: 500,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  SIGN_IN_LOCKED: 429,
  SIGN_IN_SLOWED: 429,
  AUTH_MAIL_LIMIT: 429,
  AUTH_BUSY: 503,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 400,
  TOKEN_USED: 400,
  ACCOUNT_NOT_FOUND: 404,
  RELATIVE_ALREADY_ADDED: 409,
  RELATIVE_IS_SELF: 400,
  RELATIVE_LOOKUP_LIMIT: 429,
  RELATIVE_INVITE_LIMIT: 429,
  IMAGE_TYPE: 415,
  IMAGE_TOO_LARGE: 413,
  MYSELF_DONT_BUY_SLOTS: 409,
  MYSELF_DONT_EXIST_SLOTS: 409,
  ALREADY_SUBMITTED_SELECTED_PAYER: 409,
  ALREADY_SUBMITTED_MYSELF: 409,
  ALREADY_SUBMITTED_CHILDREN: 409,
  NO_CHILDREN_SLOTS: 409,
  ALREADY_REGISTERED: 409,
  LIMIT_REACHED: 409,
  REGISTRATION_NOT_POSSIBLE: 409,
  PARTICIPANT_TWICE: 409,
  NOT_ELIGIBLE: 409,
  ENTRY_LOCKED: 409,
  OUT_OF_STOCK: 409,
  PROMO_CODE_INVALID: 409,
  ACCESS_CODE_INVALID: 400,
  ACCESS_CODE_REQUIRED: 403,
  PROMO_CODE_LIMIT: 429,
  PAYMENT_TIME_EXPIRED: 409,
  ORDER_NOT_PAYABLE: 409,
  PAYMENT_METHOD_UNAVAILABLE: 400,
  PAYMENT_FAILED: 502,
  REFUND_NOT_POSSIBLE: 409,
  RECEIPT_NOT_AVAILABLE: 409,
  INVOICE_NOT_AVAILABLE: 409,
  TEAM_EXISTS: 409,
  TEAM_NOT_FOUND: 404,
  ALREADY_MEMBER: 409,
  ALREADY_IN_TEAM: 409,
  TEAM_FULL: 409,
  TEAM_CLOSED: 409,
  TEAM_CHANGED: 409,
  TEAM_INCOMPLETE: 409,
  TEAM_REQUIRED: 409,
  CAPTAIN_CANNOT_LEAVE: 409,
  MEMBER_REGISTERED: 409,
  TEAM_CODE_LIMIT: 429,
  BIB_TAKEN: 409,
  BIB_RANGE_MISSING: 409,
  BIB_RANGE_FULL: 409,
  RESULTS_FILE_INVALID: 422,
  RESULTS_FILE_TOO_LARGE: 413,
  RESULTS_REFUSED: 422,
  RESULTS_IMPORT_LIMIT: 429,
  QUESTION_ANSWERED: 409,
  QUESTION_CLOSED: 409,
  ENTRY_NOT_CONFIRMED: 409,
  MOVE_RACE_FULL: 409,
  MOVE_NOT_ELIGIBLE: 409,
  MOVE_ALREADY_REGISTERED: 409,
  CONFIRMATION_NOT_AVAILABLE: 409,
  MEMBER_EXISTS: 409,
  LAST_OWNER: 409,
  START_PACK_GIVEN: 409,
  START_PACK_UNPAID: 409,
  OFFLINE_REGISTRATION_CLOSED: 409,
  OFFLINE_ALREADY_REGISTERED: 409,
};
