import { Col, Input, Row, Select } from 'antd';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ARTICLE_LIMITS } from '@/contracts/content';
import { ARTICLE_CATEGORIES } from '@/contracts/talent-nav';
import { DocumentUpload } from '@/components/document-upload/document-upload';
import { choiceProps, filesProps, FormField } from '@/components/form-field';
import { PictureUpload } from '@/components/picture-upload/picture-upload';
import type { ArticleFormOutput, ArticleFormValues } from '../article-form';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

/**
 * Category, title, summary, body (Tiptap), cover picture and attachments of one article. `editorKey` remounts the
 * editor with the form's body (after reloading an article saved by someone else).
 */
export function ArticleFields({
  control,
  editorKey,
}: {
  control: Control<ArticleFormValues, unknown, ArticleFormOutput>;
  editorKey: string;
}) {
  const { t } = useTranslation();
  // Each field's id is `article-<name>` and its label the key `<name>` of the content screen's texts.
  const named = <N extends 'category' | 'title' | 'summary' | 'cover' | 'attachments'>(
    name: N,
    column: 'half' | 'wide',
  ) => ({ control, name, column, id: `article-${name}`, label: t(`management.content.${name}`) });
  return (
    <Row gutter={16}>
      <FormField
        {...named('category', 'half')}
        required
        render={(field, error) => (
          <Select
            {...choiceProps(field, error)}
            placeholder={t('management.content.categoryPlaceholder')}
            options={ARTICLE_CATEGORIES.map((category) => ({
              value: category,
              label: t(`management.content.categories.${category}`),
            }))}
          />
        )}
      />
      <Col xs={0} md={12} />
      <FormField
        {...named('title', 'wide')}
        required
        maxLength={ARTICLE_LIMITS.title}
        showCount
        placeholder={t('management.content.titlePlaceholder')}
      />
      <FormField
        {...named('summary', 'wide')}
        render={(field, error) => (
          <Input.TextArea
            {...field}
            value={field.value ?? ''}
            id="article-summary"
            rows={2}
            placeholder={t('management.content.summaryHint')}
            maxLength={ARTICLE_LIMITS.summary}
            showCount
            aria-invalid={!!error}
          />
        )}
      />
      <FormField
        control={control}
        name="html"
        column="wide"
        label={<span id="article-body-label">{t('management.content.body')}</span>}
        required
        render={(field, error) => (
          <LazyRichTextEditor
            key={editorKey}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            labelledBy="article-body-label"
            invalid={!!error}
          />
        )}
      />
      <FormField
        {...named('cover', 'half')}
        extra={t('management.content.coverHint')}
        render={(field, error) => (
          <PictureUpload
            {...filesProps(field, error)}
            article
            limit={1}
            buttonText={t('management.content.coverButton')}
          />
        )}
      />
      <FormField
        {...named('attachments', 'half')}
        extra={t('management.content.attachmentsHint', { count: ARTICLE_LIMITS.attachments })}
        render={(field, error) => (
          <DocumentUpload
            {...filesProps(field, error)}
            article
            limit={ARTICLE_LIMITS.attachments}
            buttonText={t('management.content.attachmentsButton')}
          />
        )}
      />
    </Row>
  );
}
