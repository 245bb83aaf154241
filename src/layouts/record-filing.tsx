import { shownFact, siteConfig } from '@/content/site-config';

/** The record-filing number (SPEC §2 footer): linked to the filing authority only when VITE_ICP_URL is set. */
export function RecordFiling({ url = siteConfig.icpUrl }: { url?: string }) {
  const text = shownFact(siteConfig.icpRecord);
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : (
    <span>{text}</span>
  );
}
