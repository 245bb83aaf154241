// Plain constants, no zod: the request layer imports this on the home page's critical path.

/** DECISIONS D2: every response body is { code, msg, data? }. */
export const ApiCode = {
  OK: 0,
  VALIDATION: 10001,
  BAD_CREDENTIALS: 10002,
  ACCOUNT_STATE: 10003,
  SESSION_EXPIRED: 10004,
  FORBIDDEN: 10005,
  TOO_MANY: 10006,
  DUPLICATE: 10007,
  BAD_CODE: 10008,
  NOT_FOUND: 10009,
  UPLOAD_REJECTED: 10010,
  /** D10: the account had many failed sign-ins: the e-mailed or SMS code is needed with the password. */
  SECOND_STEP: 10011,
  /** The account uses two-factor sign-in: the authenticator code (or a recovery code) is needed. */
  TOTP_REQUIRED: 10012,
  SERVER_ERROR: 50000,
} as const;

/** HTTP status that goes with each code (D2 table). */
export const HTTP_STATUS_OF_CODE: Record<number, number> = {
  [ApiCode.OK]: 200,
  [ApiCode.VALIDATION]: 400,
  [ApiCode.BAD_CREDENTIALS]: 200,
  [ApiCode.ACCOUNT_STATE]: 200,
  [ApiCode.SESSION_EXPIRED]: 401,
  [ApiCode.FORBIDDEN]: 403,
  [ApiCode.TOO_MANY]: 429,
  [ApiCode.DUPLICATE]: 409,
  [ApiCode.BAD_CODE]: 200,
  [ApiCode.NOT_FOUND]: 404,
  [ApiCode.UPLOAD_REJECTED]: 415,
  [ApiCode.SECOND_STEP]: 200,
  [ApiCode.TOTP_REQUIRED]: 200,
  [ApiCode.SERVER_ERROR]: 500,
};
