import type { TalentKind } from '@/contracts/talent';

/** Route paths of each kind (SPEC §2 names: commontalentlist, commondetail, commonregistration, …). */
export const TALENT_PATHS: Record<TalentKind, { list: string; detail: string; registration: string }> = {
  common: {
    list: '/talentregistration/commontalentlist',
    detail: '/talentregistration/commondetail',
    registration: '/talentregistration/commonregistration',
  },
  high: {
    list: '/talentregistration/hightalentlist',
    detail: '/talentregistration/highdetail',
    registration: '/talentregistration/highregistration',
  },
  graduates: {
    list: '/talentregistration/graduatestalentlist',
    detail: '/talentregistration/graduatesdetail',
    registration: '/talentregistration/graduatesregistration',
  },
};
