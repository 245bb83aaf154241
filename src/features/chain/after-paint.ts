import { yieldToBrowser } from '@/lib/after-first-paint';
import { webDigest, type Digest } from '@/utils/ledger-hash';

/** Web Crypto's SHA-256, one hash per slice: a long proof never holds the main thread between two frames. */
export const slicedDigest: Digest = async (bytes) => {
  await yieldToBrowser();
  return webDigest(bytes);
};
