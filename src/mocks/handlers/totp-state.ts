import { mockDb, type MockAccount, type MockDb } from '../db';

/** The mocks' two-factor state: in mocks the authenticator's code is always 123456, as every other code. */
export interface TotpState {
  pending: Set<string>;
  enrolled: Set<string>;
  recovery: Map<string, Set<string>>;
  required: boolean;
}
const states = new WeakMap<MockDb, TotpState>();

/** The two-factor state of the mock database `db`. */
export function totpStateOf(db: MockDb): TotpState {
  let state = states.get(db);
  if (!state) {
    state = { pending: new Set(), enrolled: new Set(), recovery: new Map(), required: false };
    states.set(db, state);
  }
  return state;
}

/** Whether `account` signs in with a second factor. */
export function mockTotpEnrolled(account: MockAccount): boolean {
  return totpStateOf(mockDb.current).enrolled.has(account.username);
}

/** Checks a second factor as the server does: the authenticator's code (`mockCode`), or one unused recovery code. */
export function mockSecondFactor(account: MockAccount, otp: string, mockCode: string): boolean {
  if (otp === mockCode) return true;
  const codes = totpStateOf(mockDb.current).recovery.get(account.username);
  const given = otp.toLowerCase().replace(/[\s-]/g, '');
  const match = [...(codes ?? [])].find((code) => code.replace('-', '') === given);
  if (!match) return false;
  codes!.delete(match);
  return true;
}
