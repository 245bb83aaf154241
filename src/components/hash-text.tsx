import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { shortHash } from '@/utils/short-hash';

interface HashTextProps {
  hash: string;
  /** Shortened (tables) or whole, wrapping anywhere (detail pages). */
  short?: boolean;
  /** An in-app path the hash links to. */
  to?: string;
  /** What the link leads to, when the hash alone does not say; its accessible name starts with it (then the hash shown). */
  linkLabel?: string;
}

/** A hash in monospace with a copy button that copies all of it. */
export function HashText({ hash, short = false, to, linkLabel }: HashTextProps) {
  const text = short ? shortHash(hash) : hash;
  return (
    <Typography.Text
      className="hash-text"
      copyable={{ text: hash }}
      style={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        // A short hash keeps its copy button beside it; a whole one wraps anywhere.
        ...(short ? { whiteSpace: 'nowrap' } : { wordBreak: 'break-all' }),
      }}
    >
      {to ? (
        <Link to={to} title={hash} aria-label={linkLabel ? `${linkLabel} ${text}` : undefined}>
          {text}
        </Link>
      ) : (
        <span title={short ? hash : undefined}>{text}</span>
      )}
    </Typography.Text>
  );
}
