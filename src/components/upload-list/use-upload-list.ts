import { useEffect, useRef, useState } from 'react';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { ARTICLE_UPLOAD_RULES } from '@/contracts/content';
import { API } from '@/contracts/paths';
import { UPLOAD_RULES, type Attachment, type UploadResult } from '@/contracts/register';
import { notify } from '@/lib/notify';
import { request } from '@/lib/request';

export function limitMessage(limit: number, chosen: number, existing: number): string {
  return `当前限制选择 ${limit} 个文件，本次选择了 ${chosen} 个文件，共选择了 ${chosen + existing} 个文件`;
}

/** What one kind of upload accepts and the extra field it sends; the 5 MB cap is the same for all. */
export interface UploadKind {
  isAllowed: (file: File) => boolean;
  typeMessage: string;
  sizeMessage: string;
  /** Sent before the file: the server reads it when the file part arrives. */
  leadingField: (file: File) => readonly [name: string, value: string];
}

/** POST /common/upload of one file with its kind's leading field; '上传成功' when it is stored. */
export async function uploadFile(kind: Pick<UploadKind, 'leadingField'>, file: File): Promise<UploadResult> {
  const formData = new FormData();
  formData.append(...kind.leadingField(file));
  formData.append('file', file, file.name);
  const body = await request<UploadResult>({
    method: 'POST',
    url: API.upload,
    data: formData,
    headers: { 'Content-Type': 'multipart/form-data' },
    silentLoading: true,
  });
  notify.success('上传成功');
  return body.data as UploadResult;
}

/** The managing unit's article pictures and attachments (field kind=article; reviewer and admin only). */
export const ARTICLE_FIELD = (): readonly [string, string] => [ARTICLE_UPLOAD_RULES.field, ARTICLE_UPLOAD_RULES.value];

/**
 * The checks, POST /common/upload and list bookkeeping behind an antd Upload kept as a list of attachments:
 * `value` holds the uploaded files, `pending` the ones still on their way; spread `uploadProps` on the Upload.
 */
export function useUploadList({
  kind,
  limit,
  value,
  onChange,
  onUploaded,
}: {
  kind: UploadKind;
  limit: number;
  value: Attachment[];
  onChange?: (value: Attachment[]) => void;
  /** Called for each finished upload before `onChange`. */
  onUploaded?: (file: UploadFile, result: UploadResult) => void;
}) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Upload callbacks finish after later renders: they read the current list, not the one they closed over.
  const latest = useRef({ value, pending, onChange });
  useEffect(() => {
    latest.current = { value, pending, onChange };
  });

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const existing = latest.current.value.length + latest.current.pending.length;
    if (existing + batch.length > limit) {
      // One warning for the whole selection, not one per file.
      if (file.uid === batch[0]?.uid) notify.warning(limitMessage(limit, batch.length, existing));
      return Upload.LIST_IGNORE;
    }
    if (!kind.isAllowed(file)) {
      notify.error(kind.typeMessage);
      return Upload.LIST_IGNORE;
    }
    if (file.size > UPLOAD_RULES.maxBytes) {
      notify.error(kind.sizeMessage);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    try {
      onSuccess?.(await uploadFile(kind, file as File));
    } catch (error) {
      // The request layer has shown the server's message.
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
      if (!result) return;
      onUploaded?.(file, result);
      current.onChange?.([
        ...current.value,
        { filePath: result.filePath, url: result.url, name: file.name.slice(0, 200) },
      ]);
    } else if (file.status === 'removed') {
      current.onChange?.(current.value.filter((attachment) => attachment.filePath !== file.uid));
    }
  };

  const uploadProps: UploadProps = { beforeUpload, customRequest, onChange: handleChange };
  return { pending, uploadProps };
}
