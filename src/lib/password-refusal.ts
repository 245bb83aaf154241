import { WEAK_PASSWORD_MESSAGE } from '../contracts/auth';
import { ApiError } from './request-errors';

/**
 * D10: the server refuses a common password (10001 with WEAK_PASSWORD_MESSAGE); the forms that set a password show
 * that message under their password field. Undefined for any other failure.
 */
export function passwordRefusal(error: unknown): string | undefined {
  return error instanceof ApiError && error.message === WEAK_PASSWORD_MESSAGE ? error.message : undefined;
}
