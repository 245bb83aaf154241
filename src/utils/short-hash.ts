/** 'ab12cd34ef…9876fedc': enough of a SHA-256 to tell hashes apart in a table or a timeline. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
}
