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
import { useBadgesStore } from '@/stores/badges';
import { useUserStore } from '@/stores/user';

const ORGANISATIONS = ['enterprise', 'institution', 'school', 'admin'];
const REVIEWERS = ['reviewer', 'admin'];

interface Entry {
  key: string;
  to: string;
  icon: ReactNode;
  roles: readonly string[];
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
    roles: ORGANISATIONS,
    label: 'userCentre.entries.common',
  },
  {
    key: 'high',
    to: '/talentregistration/highregistration',
    icon: <SolutionOutlined />,
    roles: ORGANISATIONS,
    label: 'userCentre.entries.high',
  },
  {
    key: 'graduates',
    to: '/talentregistration/graduatesregistration',
    icon: <AuditOutlined />,
    roles: ORGANISATIONS,
    label: 'userCentre.entries.graduates',
  },
  {
    key: 'reward',
    to: '/rewardapply/rewardapply',
    icon: <TrophyOutlined />,
    roles: ORGANISATIONS,
    label: 'userCentre.entries.reward',
  },
  {
    key: 'review-registrations',
    to: '/review/registrations',
    icon: <SafetyCertificateOutlined />,
    roles: REVIEWERS,
    label: 'route.reviewregistrations',
    badge: 'reviewregistrations',
  },
  {
    key: 'review-talents',
    to: '/review/talents',
    icon: <FileDoneOutlined />,
    roles: REVIEWERS,
    label: 'route.reviewtalents',
    badge: 'reviewtalents',
  },
  {
    key: 'review-rewards',
    to: '/review/rewards',
    icon: <TrophyOutlined />,
    roles: REVIEWERS,
    label: 'route.reviewrewards',
    badge: 'reviewrewards',
  },
  { key: 'leads', to: '/leads/index', icon: <MailOutlined />, roles: ['admin'], label: 'route.leads' },
];

export function EntryButtons() {
  const { t } = useTranslation();
  const roles = useUserStore((state) => state.roles);
  const counts = useBadgesStore((state) => state.counts);
  const entries = USER_CENTRE_ENTRIES.filter((entry) => entry.roles.some((role) => roles.includes(role)));
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
