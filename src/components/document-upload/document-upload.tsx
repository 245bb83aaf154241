import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Attachment } from '@/contracts/register';
import { DOCUMENT_UPLOAD_RULES } from '@/contracts/talent';
import { ARTICLE_UPLOAD_RULES } from '@/contracts/content';
import { ARTICLE_FIELD, type UploadFieldProps, type UploadKind } from '@/components/upload-list/upload-file';
import { useUploadList } from '@/components/upload-list/use-upload-list';
import './document-upload.css';

/** Pictures or PDF, judged by the extension here and by the bytes on the server (field kind=document). */
export function isAllowedDocument(file: Pick<File, 'name'>): boolean {
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  return (DOCUMENT_UPLOAD_RULES.extensions as readonly string[]).includes(extension);
}

const DOCUMENT: UploadKind = {
  isAllowed: isAllowedDocument,
  typeMessage: DOCUMENT_UPLOAD_RULES.typeMessage,
  sizeMessage: DOCUMENT_UPLOAD_RULES.sizeMessage,
  leadingField: () => [DOCUMENT_UPLOAD_RULES.field, DOCUMENT_UPLOAD_RULES.value],
};
const ARTICLE_DOCUMENT: UploadKind = {
  ...DOCUMENT,
  typeMessage: ARTICLE_UPLOAD_RULES.typeMessage,
  leadingField: ARTICLE_FIELD,
};

export interface DocumentUploadProps extends UploadFieldProps {
  buttonText: string;
  disabled?: boolean;
  /** An article's attachment (kind=article, the managing unit's uploads). */
  article?: boolean;
}

function toUploadFile(attachment: Attachment): UploadFile {
  const url = attachment.url ?? attachment.filePath;
  return {
    uid: attachment.filePath,
    name: attachment.name ?? attachment.filePath.split('/').pop() ?? 'file',
    status: 'done',
    url,
    thumbUrl: /\.pdf$/i.test(attachment.filePath) ? undefined : url,
  };
}

/**
 * A file list upload for documents (résumé, supporting material): JPG/JPEG/GIF/PNG/BMP or PDF up to 5 MB,
 * POST /common/upload with kind=document. Registration keeps PictureUpload and its picture-only rules.
 */
export function DocumentUpload({
  limit,
  value = [],
  onChange,
  id,
  buttonText,
  invalid = false,
  disabled,
  article = false,
}: DocumentUploadProps) {
  const kind = article ? ARTICLE_DOCUMENT : DOCUMENT;
  const { pending, uploadProps } = useUploadList({ kind, limit, value, onChange });
  const fileList = [...value.map(toUploadFile), ...pending];

  return (
    <div className={`document-upload${invalid ? ' document-upload--invalid' : ''}`}>
      <Upload
        {...uploadProps}
        id={id}
        listType="text"
        accept=".pdf,.jpg,.jpeg,.gif,.png,.bmp"
        multiple
        disabled={disabled}
        fileList={fileList}
        showUploadList={{ showPreviewIcon: false }}
        onPreview={(file) => file.url && window.open(file.url, '_blank', 'noopener')}
      >
        {fileList.length >= limit ? null : (
          <Button icon={<UploadOutlined aria-hidden />} danger={invalid}>
            {buttonText}
          </Button>
        )}
      </Upload>
    </div>
  );
}
