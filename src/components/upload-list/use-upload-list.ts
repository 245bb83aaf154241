import { useEffect, useRef, useState } from 'react';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { UPLOAD_RULES, type Attachment, type UploadResult } from '@/contracts/register';
import { notify } from '@/lib/notify';
import { limitMessage, uploadFile, type UploadKind } from './upload-file';

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
