import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Grid, Space, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { articleDetailPath, articleEditPath } from '@/contracts/app-paths';
import { ARTICLE_STATUSES, type ContentItem } from '@/contracts/content';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CellTag } from '@/components/list-page/cell-tag';
import { ListTable } from '@/components/list-page/list-table';
import { RowAction, RowActions, RowLink } from '@/components/list-page/row-action';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { notify } from '@/lib/notify';
import { deleteArticle, fetchArticles, publishArticle } from '@/features/content/api';
import { ArticleFilters, type ArticleFilterValues } from '@/features/content/components/article-filters';
import { formatIso } from '@/utils/time';
import '../review/management.css';
import '../ops/ops.css';

type Pending = { article: ContentItem; action: 'publish' | 'withdraw' | 'delete' };

/**
 * /content/articles (D8, managing unit and admin): the talent portal's articles of categories 2-7, drafts and
 * published ones, most recently changed first; publish, withdraw and delete from the list, write and edit on the
 * edit page.
 */
export default function ArticlesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { filters, search, pagination, data, loading, reload } = usePagedQuery({
    key: ['content-articles'],
    initial: {} as ArticleFilterValues,
    fetch: ({ keywords, ...query }, signal) =>
      fetchArticles({ ...query, keywords: keywords?.trim() || undefined }, signal),
  });
  const [pending, setPending] = useState<Pending | null>(null);
  // A phone keeps the whole table scrollable rather than half of it under a fixed action column.
  const wide = Grid.useBreakpoint().md ?? true;
  const change = useMutation({
    mutationFn: ({ article, action }: Pending) =>
      action === 'delete'
        ? deleteArticle(article.id)
        : publishArticle({ id: article.id, publish: action === 'publish' }),
    onSuccess: (message) => {
      notify.success(message);
      // The public columns show the change at once.
      void queryClient.invalidateQueries({ queryKey: ['news-list'] });
      void reload();
    },
  });

  const columns = useMemo<TableColumnsType<ContentItem>>(
    () => [
      {
        key: 'title',
        dataIndex: 'title',
        title: t('management.content.columns.title'),
        render: (value: string, record) => (
          <div className="article-row">
            <a className="ant-typography" title={value} onClick={() => navigate(articleEditPath(record.id))}>
              {value}
            </a>
            {record.summary ? (
              <span className="ant-typography ant-typography-secondary" title={record.summary}>
                {record.summary}
              </span>
            ) : null}
          </div>
        ),
      },
      {
        key: 'category',
        dataIndex: 'category',
        title: t('management.content.columns.category'),
        width: 100,
        render: (value: number) => <CellTag>{t(`management.content.categories.${value}`)}</CellTag>,
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('management.content.columns.status'),
        width: 84,
        render: (value: ContentItem['status']) => (
          <CellTag color={value === 'published' ? 'success' : 'default'}>
            {t(`management.content.statuses.${value}`)}
          </CellTag>
        ),
      },
      { key: 'source', dataIndex: 'source', title: t('management.content.columns.source'), width: 160, ellipsis: true },
      {
        key: 'publishedAt',
        dataIndex: 'publishedAt',
        title: t('management.content.columns.publishedAt'),
        width: 140,
        render: (value: string | null) => formatIso(value),
      },
      {
        key: 'updatedAt',
        title: t('management.content.columns.updatedAt'),
        width: 150,
        render: (_value, record) => (
          <div className="article-updated">
            <span>{formatIso(record.updatedAt)}</span>
            <span className="ant-typography ant-typography-secondary">{record.updatedByName}</span>
          </div>
        ),
      },
      {
        key: 'actions',
        title: t('management.common.actions'),
        width: 190,
        fixed: wide ? 'right' : undefined,
        render: (_value, record) => (
          <RowActions>
            <RowAction
              label={t('management.content.editOf', { title: record.title })}
              onClick={() => navigate(articleEditPath(record.id))}
            >
              {t('management.content.edit')}
            </RowAction>
            {record.status === 'published' ? (
              <>
                <RowLink
                  href={`#${articleDetailPath(record.id, record.category)}`}
                  label={t('management.content.viewOf', { title: record.title })}
                >
                  {t('management.content.view')}
                </RowLink>
                <RowAction
                  label={t('management.content.withdrawOf', { title: record.title })}
                  onClick={() => setPending({ article: record, action: 'withdraw' })}
                >
                  {t('management.content.withdraw')}
                </RowAction>
              </>
            ) : (
              <RowAction
                label={t('management.content.publishOf', { title: record.title })}
                onClick={() => setPending({ article: record, action: 'publish' })}
              >
                {t('management.content.publish')}
              </RowAction>
            )}
            <RowAction
              label={t('management.content.deleteOf', { title: record.title })}
              onClick={() => setPending({ article: record, action: 'delete' })}
            >
              {t('management.content.delete')}
            </RowAction>
          </RowActions>
        ),
      },
    ],
    [t, wide, navigate],
  );

  return (
    <Card className="management-page">
      <div className="management-summary">
        <Space wrap size={8} role="group" aria-label={t('management.content.countsLabel')}>
          {ARTICLE_STATUSES.map((status) => (
            <Tag.CheckableTag
              key={status}
              checked={filters.status === status}
              onChange={(checked) => search({ ...filters, status: checked ? status : undefined })}
            >
              {t('management.content.count', {
                label: t(`management.content.statuses.${status}`),
                count: data?.counts[status] ?? 0,
              })}
            </Tag.CheckableTag>
          ))}
        </Space>
        <Button
          autoInsertSpace={false}
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() =>
            navigate(filters.category ? `${articleEditPath()}?category=${filters.category}` : articleEditPath())
          }
        >
          {t('management.content.create')}
        </Button>
      </div>
      <ArticleFilters value={filters} onSearch={search} />
      <ListTable<ContentItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={loading}
        scroll={{ x: 1150 }}
        locale={{ emptyText: t('management.content.empty') }}
        pagination={pagination(data?.total ?? 0)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`management.content.confirm.${pending.action}Title`) : ''}
        text={pending ? t(`management.content.confirm.${pending.action}Text`, { title: pending.article.title }) : ''}
        okText={pending ? t(`management.content.confirm.${pending.action}Ok`) : ''}
        danger={pending?.action === 'delete'}
        onConfirm={() => (pending ? change.mutateAsync(pending) : Promise.resolve())}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
