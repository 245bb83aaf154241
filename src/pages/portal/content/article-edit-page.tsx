import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Modal, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { articleEditPath, OPS_PATHS } from '@/contracts/app-paths';
import { ApiCode } from '@/contracts/codes';
import type { ContentDetail } from '@/contracts/content';
import { ARTICLE_CATEGORIES } from '@/contracts/talent-nav';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/request-errors';
import { useClickGuard } from '@/lib/use-click-guard';
import { useUserStore } from '@/stores/user';
import { deleteArticle, fetchArticle, publishArticle, saveArticle } from '@/features/content/api';
import {
  articleFormSchema,
  articleFormValues,
  savePayloadOf,
  type ArticleFormOutput,
  type ArticleFormValues,
} from '@/features/content/article-form';
import { ArticleFields } from '@/features/content/components/article-fields';
import { ArticleStatusTag } from '@/features/content/components/article-status-tag';
import { ArticleView } from '@/features/news/components/article-view';
import { formatIso } from '@/utils/time';
import '../../talent/talent-pages.css';
import '../ops/ops.css';

type Confirming = 'publish' | 'withdraw' | 'delete';

function positiveInt(value: string | null): number | undefined {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** The form of one article (new when `detail` is undefined), with save, publish/withdraw, delete and preview. */
function ArticleEditor({
  detail,
  category,
  onChanged,
}: {
  detail?: ContentDetail;
  category?: number;
  /** The article changed on the server (saved, published, withdrawn, or someone else's save): load it again. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const organisation = useUserStore((state) => state.introduction);
  const guard = useClickGuard();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [previewing, setPreviewing] = useState<ArticleFormValues | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const { control, handleSubmit, getValues, formState } = useForm<ArticleFormValues, unknown, ArticleFormOutput>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: articleFormValues(detail, category),
  });
  const published = detail?.status === 'published';

  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: ['content-articles'] });
    void queryClient.invalidateQueries({ queryKey: ['news-list'] });
  };
  /** After a change: a new article gets its own address (and is loaded from there), an existing one reloads. */
  const showSaved = (id: number) => {
    refreshLists();
    if (detail) onChanged();
    else navigate(articleEditPath(id), { replace: true });
  };
  const whenStale = (error: unknown) => {
    if (error instanceof ApiError && error.code === ApiCode.DUPLICATE) setStale(error.message);
  };

  const save = useMutation({
    mutationFn: (values: ArticleFormOutput) => saveArticle(savePayloadOf(values, detail)),
    onSuccess: ({ id, message }) => {
      notify.success(message);
      showSaved(id);
    },
    onError: whenStale,
  });
  /** Publishing a draft saves what is on screen first (when changed), so the visitors see exactly that. */
  const publish = useMutation({
    mutationFn: async (values: ArticleFormOutput) => {
      const id = !detail || formState.isDirty ? (await saveArticle(savePayloadOf(values, detail))).id : detail.id;
      return { id, message: await publishArticle({ id, publish: true }) };
    },
    onSuccess: ({ id, message }) => {
      notify.success(message);
      showSaved(id);
    },
    onError: whenStale,
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => publishArticle({ id, publish: false }),
    onSuccess: (message) => {
      notify.success(message);
      showSaved(detail?.id ?? 0);
    },
  });
  const remove = useMutation({
    mutationFn: deleteArticle,
    onSuccess: (message) => {
      notify.success(message);
      refreshLists();
      navigate(OPS_PATHS.articles);
    },
  });

  const onSave = handleSubmit((values) => guard.run(() => save.mutateAsync(values).catch(() => undefined)));
  const askPublish = handleSubmit(() => setConfirming('publish'));
  const confirm = async () => {
    if (confirming === 'publish') {
      const values = articleFormSchema.parse(getValues());
      await publish.mutateAsync(values);
    } else if (confirming === 'withdraw' && detail) await withdraw.mutateAsync(detail.id);
    else if (confirming === 'delete' && detail) await remove.mutateAsync(detail.id);
  };

  const preview = previewing && {
    title: previewing.title || t('management.content.untitled'),
    source: detail?.source || organisation,
    publishedAt: detail?.publishedAt ?? null,
    coverUrl: previewing.cover[0]?.url ?? previewing.cover[0]?.filePath ?? '',
    html: previewing.html,
    attachments: previewing.attachments.map((file) => ({
      name: file.name ?? file.filePath.split('/').pop() ?? '',
      url: file.url ?? file.filePath,
    })),
  };
  const confirmTitle = detail?.title || getValues('title');

  return (
    <Card className="management-page article-edit">
      <div className="article-edit__head">
        <Space wrap size={8}>
          <Button
            autoInsertSpace={false}
            icon={<ArrowLeftOutlined aria-hidden />}
            onClick={() => navigate(OPS_PATHS.articles)}
          >
            {t('management.content.backToList')}
          </Button>
          {detail ? <ArticleStatusTag status={detail.status} /> : null}
          <Typography.Text type="secondary">
            {detail
              ? detail.updatedByName
                ? t('management.content.lastSaved', { time: formatIso(detail.updatedAt), name: detail.updatedByName })
                : t('management.content.lastSavedAt', { time: formatIso(detail.updatedAt) })
              : t('management.content.newArticle')}
          </Typography.Text>
        </Space>
        <Space wrap size={8} className="article-edit__actions">
          <Button autoInsertSpace={false} icon={<EyeOutlined aria-hidden />} onClick={() => setPreviewing(getValues())}>
            {t('management.content.preview')}
          </Button>
          <Button
            autoInsertSpace={false}
            type={published ? 'primary' : 'default'}
            disabled={guard.disabled}
            loading={guard.disabled}
            onClick={() => void onSave()}
          >
            {published ? t('management.content.saveChanges') : t('management.content.saveDraft')}
          </Button>
          {published ? (
            <Button autoInsertSpace={false} onClick={() => setConfirming('withdraw')}>
              {t('management.content.withdraw')}
            </Button>
          ) : (
            <Button autoInsertSpace={false} type="primary" onClick={() => void askPublish()}>
              {t('management.content.publish')}
            </Button>
          )}
          {detail ? (
            <Button autoInsertSpace={false} danger onClick={() => setConfirming('delete')}>
              {t('management.content.delete')}
            </Button>
          ) : null}
        </Space>
      </div>
      {published && (
        <Alert
          className="article-edit__alert"
          type="warning"
          showIcon
          title={t('management.content.publishedWarning')}
        />
      )}
      {stale && (
        <Alert
          className="article-edit__alert"
          type="error"
          showIcon
          title={t('management.content.staleTitle')}
          description={stale}
          action={
            <Button autoInsertSpace={false} size="small" danger onClick={onChanged}>
              {t('management.content.reload')}
            </Button>
          }
        />
      )}
      <Form layout="vertical" component={false}>
        <form onSubmit={(event) => void onSave(event)} noValidate aria-label={t('management.content.formLabel')}>
          <ArticleFields control={control} editorKey={detail ? `${detail.id}:${detail.updatedAt}` : 'new'} />
        </form>
      </Form>
      <Modal
        open={previewing !== null}
        title={t('management.content.previewTitle')}
        footer={null}
        width={920}
        mask={{ closable: false }}
        onCancel={() => setPreviewing(null)}
        destroyOnHidden
      >
        {preview && (
          <article className="talent-article article-edit__preview" aria-label={t('management.content.previewTitle')}>
            <ArticleView article={preview} />
          </article>
        )}
      </Modal>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`management.content.confirm.${confirming}Title`) : ''}
        text={confirming ? t(`management.content.confirm.${confirming}Text`, { title: confirmTitle }) : ''}
        okText={confirming ? t(`management.content.confirm.${confirming}Ok`) : ''}
        danger={confirming === 'delete'}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}

/** /content/articleedit?id= (D8): write a new article (no id) or edit one; Tiptap loads with this page only. */
export default function ArticleEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const wanted = positiveInt(params.get('category'));
  const category = (ARTICLE_CATEGORIES as readonly number[]).includes(wanted ?? 0) ? wanted : undefined;
  const article = useQuery({
    queryKey: ['content-article', id],
    queryFn: ({ signal }) => fetchArticle(id ?? 0, signal),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });

  if (id === undefined) return <ArticleEditor key="new" category={category} onChanged={() => undefined} />;
  if (article.status === 'pending')
    return (
      <Card className="management-page">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (article.status === 'error')
    return (
      <Card className="management-page">
        <Empty description={t('management.content.notFound')}>
          <Button autoInsertSpace={false} type="primary" onClick={() => navigate(OPS_PATHS.articles)}>
            {t('management.content.backToList')}
          </Button>
        </Empty>
      </Card>
    );
  return (
    <ArticleEditor
      key={`${article.data.id}:${article.data.updatedAt}`}
      detail={article.data}
      onChanged={() => void article.refetch()}
    />
  );
}
