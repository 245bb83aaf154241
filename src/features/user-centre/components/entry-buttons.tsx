import { Link } from 'react-router-dom';
import { AuditOutlined, SolutionOutlined, TrophyOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** SPEC §2 user centre: entry buttons to the three talent registrations and the reward application. */
export const USER_CENTRE_ENTRIES = [
  { key: 'common', to: '/talentregistration/commonregistration', icon: <TeamOutlined /> },
  { key: 'high', to: '/talentregistration/highregistration', icon: <SolutionOutlined /> },
  { key: 'graduates', to: '/talentregistration/graduatesregistration', icon: <AuditOutlined /> },
  { key: 'reward', to: '/rewardapply/rewardapply', icon: <TrophyOutlined /> },
] as const;

export function EntryButtons() {
  const { t } = useTranslation();
  return (
    <ul className="uc-entries">
      {USER_CENTRE_ENTRIES.map((entry) => (
        <li key={entry.key}>
          <Link to={entry.to} className={`uc-entry uc-entry--${entry.key}`}>
            <span className="uc-entry__icon" aria-hidden="true">
              {entry.icon}
            </span>
            <span className="uc-entry__label">{t(`userCentre.entries.${entry.key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
