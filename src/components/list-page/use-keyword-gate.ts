import { useState } from 'react';
import { keywordsTooShort } from '@/contracts/envelope';

/**
 * The one-character rule of the large lists before a search: a keyword the server would refuse is held
 * back, and `tooShort` says so under the box until the keyword is edited.
 */
export function useKeywordGate() {
  const [tooShort, setTooShort] = useState(false);
  return {
    tooShort,
    /** Whether `keywords` may be sent; marks the box when not. */
    pass(keywords: string | undefined): boolean {
      const short = keywordsTooShort(keywords);
      setTooShort(short);
      return !short;
    },
    edited: () => setTooShort(false),
  };
}
