import { shownFact } from '@/content/site-config';
import type { SiteSettings } from '@/contracts/site-defaults';

/** A record-filing number (SPEC §2 footer), linked to the filing authority's page when the settings give one. */
function FilingNumber({ facts, text, url }: { facts: SiteSettings; text: string; url: string }) {
  const shown = shownFact(facts, text);
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {shown}
    </a>
  ) : (
    <span>{shown}</span>
  );
}

/** The ICP number. */
export function RecordFiling({ facts }: { facts: SiteSettings }) {
  return <FilingNumber facts={facts} text={facts.icpRecord} url={facts.icpUrl} />;
}

/** The public-security filing number. */
export function PoliceFiling({ facts }: { facts: SiteSettings }) {
  return <FilingNumber facts={facts} text={facts.policeRecord} url={facts.policeUrl} />;
}
