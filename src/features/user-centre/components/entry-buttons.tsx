import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  AuditOutlined,
  FileDoneOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCESS, mayAccess, type ApiPath } from '@/contracts/access';
import { API } from '@/contracts/paths';
import { useBadgesStore } from '@/stores/badges';
import { useUserStore } from '@/stores/user';

interface Entry {
  key: string;
  to: string;
  icon: ReactNode;
  /** The call behind the page it opens: whoever may make it (src/contracts/access.ts) sees the entry. */
  call: ApiPath;
  /** Label: a key of userCentre.entries, or of the route titles. */
  label: string;
  /** Route name whose badge count (pending items) the entry repeats. */
  badge?: string;
}

/**
 * SPEC §2 user centre: entry buttons to the three talent registrations and the reward application. The managing
 * unit cannot file talents; it gets its review queues instead, with what is waiting.
 */
export const USER_CENTRE_ENTRIES: readonly Entry[] = [
  {
    key: 'common',
    to: '/talentregistration/commonregistration',
    icon: <TeamOutlined />,
    call: API.talentSave,
    label: 'userCentre.entries.common',
  },
  {
    key: 'high',
    to: '/talentregistration/highregistration',
    icon: <SolutionOutlined />,
    call: API.talentSave,
    label: 'userCentre.entries.high',
  },
  {
    key: 'graduates',
    to: '/talentregistration/graduatesregistration',
    icon: <AuditOutlined />,
    call: API.talentSave,
    label: 'userCentre.entries.graduates',
  },
  {
    key: 'reward',
    to: '/rewardapply/rewardapply',
    icon: <TrophyOutlined />,
    call: API.rewardCreate,
    label: 'userCentre.entries.reward',
  },
  {
    key: 'review-registrations',
    to: '/review/registrations',
    icon: <SafetyCertificateOutlined />,
    call: API.reviewList,
    label: 'route.reviewregistrations',
    badge: 'reviewregistrations',
  },
  {
    key: 'review-talents',
    to: '/review/talents',
    icon: <FileDoneOutlined />,
    call: API.talentReviewList,
    label: 'route.reviewtalents',
    badge: 'reviewtalents',
  },
  {
    key: 'review-rewards',
    to: '/review/rewards',
    icon: <TrophyOutlined />,
    call: API.rewardReviewList,
    label: 'route.reviewrewards',
    badge: 'reviewrewards',
  },
  { key: 'leads', to: '/leads/index', icon: <MailOutlined />, call: API.leadsList, label: 'route.leads' },
];

export function EntryButtons() {
  const { t } = useTranslation();
  const roles = useUserStore((state) => state.roles);
  const counts = useBadgesStore((state) => state.counts);
  const entries = USER_CENTRE_ENTRIES.filter((entry) => mayAccess(roles, ACCESS[entry.call]));
  return (
    <ul className="uc-entries">
      {entries.map((entry) => {
        const pending = entry.badge ? (counts[entry.badge] ?? 0) : 0;
        return (
          <li key={entry.key}>
            <Link to={entry.to} className={`uc-entry uc-entry--${entry.key}`}>
              <span className="uc-entry__icon" aria-hidden="true">
                {entry.icon}
              </span>
              <span className="uc-entry__label">{t(entry.label)}</span>
              {pending > 0 && <span className="uc-entry__pending">{t('userCentre.pending', { count: pending })}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
