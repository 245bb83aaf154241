import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { BlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPLORER_PATH } from '@/contracts/app-paths';
import { fetchUserData } from '@/features/my-account/api';
import { fetchBlockNumber, fetchTransactions } from '@/features/chain/api';
import { fetchNewsList } from '@/features/news/api';
import { EntryButtons } from '@/features/user-centre/components/entry-buttons';
import { LatestNews, MoreNewsLink } from '@/features/user-centre/components/latest-news';
import { LoadError } from '@/features/user-centre/components/load-error';
import { useSettingsStore } from '@/stores/settings';
import { useUserStore } from '@/stores/user';
import { maskEmail } from '@/utils/mask';
import { toThousandFilter } from '@/utils/number';
import './homepage.css';

// echarts is only downloaded when the chart renders (its own chunk).
const TransactionsChart = lazy(() => import('@/features/chain/components/transactions-chart'));

/** News category of the talent portal's news column (DECISIONS D7 nav 5). */
const NEWS_CATEGORY = 5;
const NEWS_QUERY = { currPage: 1, limit: 10, category: NEWS_CATEGORY };

/** SPEC §2 user centre (/homepage/homepage). */
export default function HomepagePage() {
  const { t } = useTranslation();
  const name = useUserStore((state) => state.name);
  const theme = useSettingsStore((state) => state.theme);
  const user = useQuery({ queryKey: ['user-data'], queryFn: ({ signal }) => fetchUserData(signal) });
  const blockNumber = useQuery({ queryKey: ['block-number'], queryFn: ({ signal }) => fetchBlockNumber(signal) });
  const transactions = useQuery({ queryKey: ['transactions'], queryFn: ({ signal }) => fetchTransactions(signal) });
  const news = useQuery({
    queryKey: ['news-list', NEWS_QUERY],
    queryFn: ({ signal }) => fetchNewsList(NEWS_QUERY, { signal }),
  });

  return (
    <div className="user-centre">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card className="uc-card uc-welcome" title={t('userCentre.welcome', { name: user.data?.orgName || name })}>
            <dl className="uc-user" aria-label={t('userCentre.userTitle')}>
              <div>
                <dt>{t('userCentre.account')}</dt>
                <dd>{user.data?.username ?? name}</dd>
              </div>
              <div>
                <dt>{t('userCentre.org')}</dt>
                <dd>{user.data?.orgName ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('userCentre.email')}</dt>
                <dd data-testid="user-email">{(user.data && maskEmail(user.data.email)) || '—'}</dd>
              </div>
            </dl>
            <Link to="/account/accountmanagement" className="uc-profile-link">
              {t('userCentre.profileLink')}
            </Link>
            <h2 className="uc-section-title">{t('userCentre.entriesTitle')}</h2>
            <EntryButtons />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <div className="uc-side">
            <Card className="uc-card uc-block">
              {blockNumber.isPending ? (
                <Skeleton active paragraph={{ rows: 1 }} />
              ) : blockNumber.isError ? (
                <LoadError
                  what={t('userCentre.blockNumber')}
                  retrying={blockNumber.isFetching}
                  onRetry={() => void blockNumber.refetch()}
                />
              ) : (
                <Statistic
                  title={t('userCentre.blockNumber')}
                  value={
                    blockNumber.data === undefined ? t('userCentre.loadFailed') : toThousandFilter(blockNumber.data)
                  }
                  prefix={<BlockOutlined />}
                  // D9: the height opens the public explorer.
                  valueRender={(node) => (
                    <Link to={EXPLORER_PATH} title={t('userCentre.openExplorer')} className="uc-block__link">
                      {node}
                    </Link>
                  )}
                />
              )}
              <p className="uc-block__hint">
                {t('userCentre.blockNumberHint')}
                <Link to={EXPLORER_PATH} className="uc-block__explorer">
                  {t('userCentre.openExplorer')}
                </Link>
              </p>
            </Card>
            <Card className="uc-card uc-news-card" title={t('userCentre.newsTitle')} extra={<MoreNewsLink />}>
              {news.data ? (
                <LatestNews items={news.data.list} />
              ) : news.isError ? (
                <LoadError
                  what={t('userCentre.newsTitle')}
                  retrying={news.isFetching}
                  onRetry={() => void news.refetch()}
                />
              ) : (
                <Skeleton active paragraph={{ rows: 3 }} title={false} />
              )}
            </Card>
          </div>
        </Col>
        <Col xs={24}>
          <Card
            className="uc-card uc-chart"
            title={t('userCentre.chartTitle')}
            extra={
              transactions.data && (
                <span className="uc-chart__summary" data-testid="chart-summary">
                  {t('userCentre.chartSummary', {
                    total: toThousandFilter(transactions.data.reduce((sum, day) => sum + day.allData, 0)),
                    today: toThousandFilter(transactions.data.at(-1)?.allData ?? 0),
                  })}
                </span>
              )
            }
          >
            {transactions.data && transactions.data.every((day) => day.allData === 0) ? (
              // A fresh database has no ledger event: say so rather than draw a bare axis (and skip echarts).
              <Empty
                className="uc-chart__empty"
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('userCentre.chartEmpty')}
              />
            ) : transactions.data ? (
              <Suspense fallback={<Skeleton active />}>
                <TransactionsChart
                  data={transactions.data}
                  seriesName={t('userCentre.chartSeries')}
                  color={theme}
                  tableLabel={t('userCentre.chartTable')}
                  dateLabel={t('userCentre.chartDate')}
                />
              </Suspense>
            ) : transactions.isError ? (
              <LoadError
                what={t('userCentre.chartTitle')}
                retrying={transactions.isFetching}
                onRetry={() => void transactions.refetch()}
              />
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
