import { useLocation } from 'react-router-dom';
import { talentKindOfPath } from '@/contracts/app-paths';
import type { TalentKind } from '@/contracts/talent';

/** The kind of filing the current route is for: one list, detail and registration page serves the three kinds. */
export function useTalentKind(): TalentKind {
  return talentKindOfPath(useLocation().pathname) ?? 'common';
}
