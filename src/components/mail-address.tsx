import { isExampleEmail } from '@/contracts/site-defaults';

/**
 * A mailbox as the site shows it: a mailto: link, or, for an address at a domain reserved for examples that reaches
 * no one, plain text marked 示例.
 */
export function MailAddress({ email, className }: { email: string; className?: string }) {
  if (isExampleEmail(email)) return <span className={className}>{email}（示例）</span>;
  return (
    <a className={className} href={`mailto:${email}`}>
      {email}
    </a>
  );
}
