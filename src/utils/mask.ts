/** Masked contact details for screens that show a user's own data (user centre, account management). */

/** 'abcdef@example.com' → 'ab***@example.com'; a one-letter name keeps that letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? '***' : '';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}***${email.slice(at)}`;
}

/** '13800000001' → '138****0001'; shorter numbers keep at most their first and last two digits. */
export function maskPhone(phone: string): string {
  if (!phone) return '';
  if (phone.length >= 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  if (phone.length <= 4) return '****';
  return `${phone.slice(0, 2)}****${phone.slice(-2)}`;
}
