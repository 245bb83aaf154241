import { useEffect, useRef, useState } from 'react';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { API } from '@/contracts/paths';
import { UPLOAD_RULES, type Attachment, type UploadResult } from '@/contracts/register';
import { DOCUMENT_UPLOAD_RULES } from '@/contracts/talent';
import { notify } from '@/lib/notify';
import { request } from '@/lib/request';
import { limitMessage } from '@/components/picture-upload/picture-upload';

/** Pictures or PDF, judged by the extension here and by the bytes on the server (field kind=document). */
export function isAllowedDocument(file: Pick<File, 'name'>): boolean {
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  return (DOCUMENT_UPLOAD_RULES.extensions as readonly string[]).includes(extension);
}

export interface DocumentUploadProps {
  limit: number;
  value?: Attachment[];
  onChange?: (value: Attachment[]) => void;
  id?: string;
  buttonText: string;
  invalid?: boolean;
  disabled?: boolean;
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
}: DocumentUploadProps) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  const latest = useRef({ value, pending, onChange });
  useEffect(() => {
    latest.current = { value, pending, onChange };
  });
  const fileList = [...value.map(toUploadFile), ...pending];

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const existing = latest.current.value.length + latest.current.pending.length;
    if (existing + batch.length > limit) {
      if (file.uid === batch[0]?.uid) notify.warning(limitMessage(limit, batch.length, existing));
      return Upload.LIST_IGNORE;
    }
    if (!isAllowedDocument(file)) {
      notify.error(DOCUMENT_UPLOAD_RULES.typeMessage);
      return Upload.LIST_IGNORE;
    }
    if (file.size > UPLOAD_RULES.maxBytes) {
      notify.error(DOCUMENT_UPLOAD_RULES.sizeMessage);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const formData = new FormData();
    // The field goes before the file: the server reads it when the file part arrives.
    formData.append(DOCUMENT_UPLOAD_RULES.field, DOCUMENT_UPLOAD_RULES.value);
    formData.append('file', file as Blob, (file as File).name);
    try {
      const body = await request<UploadResult>({
        method: 'POST',
        url: API.upload,
        data: formData,
        headers: { 'Content-Type': 'multipart/form-data' },
        silentLoading: true,
      });
      notify.success('上传成功');
      onSuccess?.(body.data);
    } catch (error) {
      onError?.(error instanceof Error ? error : new Error('上传失败'));
    }
  };

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    const current = latest.current;
    if (file.status === 'uploading') {
      setPending((list) => [...list.filter((item) => item.uid !== file.uid), file]);
      return;
    }
    setPending((list) => list.filter((item) => item.uid !== file.uid));
    if (file.status === 'done') {
      const result = file.response as UploadResult | undefined;
      if (result)
        current.onChange?.([
          ...current.value,
          { filePath: result.filePath, url: result.url, name: file.name.slice(0, 200) },
        ]);
    } else if (file.status === 'removed') {
      current.onChange?.(current.value.filter((attachment) => attachment.filePath !== file.uid));
    }
  };

  return (
    <div className={`document-upload${invalid ? ' document-upload--invalid' : ''}`}>
      <Upload
        id={id}
        listType="text"
        accept=".pdf,.jpg,.jpeg,.gif,.png,.bmp"
        multiple
        disabled={disabled}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
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
