import { useEffect, useRef, useState } from 'react';
import { Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { API } from '@/contracts/paths';
import { UPLOAD_RULES, type Attachment, type UploadResult } from '@/contracts/register';
import { notify } from '@/lib/notify';
import { request } from '@/lib/request';
import './picture-upload.css';

const ALLOWED_MIME_TYPES = ['image/jpeg', 'image/pjpeg', 'image/gif', 'image/png', 'image/bmp', 'image/x-ms-bmp'];

/** SPEC §5 picture upload: jpg, jpeg, gif, png, bmp, judged by the extension and the MIME type together. */
export function isAllowedPicture(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const extensionOk = file.name.includes('.') && (UPLOAD_RULES.extensions as readonly string[]).includes(extension);
  // Some systems report no MIME type for .bmp; the server decides by the bytes anyway (DECISIONS D5).
  const mimeOk = file.type === '' || ALLOWED_MIME_TYPES.includes(file.type.toLowerCase());
  return extensionOk && mimeOk;
}

export function limitMessage(limit: number, chosen: number, existing: number): string {
  return `当前限制选择 ${limit} 个文件，本次选择了 ${chosen} 个文件，共选择了 ${chosen + existing} 个文件`;
}

export interface PictureUploadProps {
  /** How many pictures may be kept (SPEC: the certificate upload allows 1). */
  limit: number;
  value?: Attachment[];
  onChange?: (value: Attachment[]) => void;
  /** id of the file input, so a form label can point at it. */
  id?: string;
  /** Text under the plus sign. */
  buttonText?: string;
  invalid?: boolean;
}

function toUploadFile(attachment: Attachment, thumbs: Record<string, string>): UploadFile {
  const url = attachment.url ?? attachment.filePath;
  return {
    uid: attachment.filePath,
    name: attachment.name ?? attachment.filePath.split('/').pop() ?? '图片',
    status: 'done',
    url,
    thumbUrl: thumbs[attachment.filePath] ?? url,
  };
}

function objectUrlOf(file: UploadFile): string | undefined {
  if (!file.originFileObj || typeof URL.createObjectURL !== 'function') return undefined;
  return URL.createObjectURL(file.originFileObj);
}

/**
 * Picture card upload (SPEC §5): type and size checked before sending, count limit from the caller with the
 * exact warning, the add control hidden at the limit, POST /common/upload, '上传成功', preview in a dialog.
 */
export function PictureUpload({
  limit,
  value = [],
  onChange,
  id,
  buttonText = '上传图片',
  invalid = false,
}: PictureUploadProps) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [thumbs, setThumbs] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ src: string; name: string } | null>(null);
  const latest = useRef({ value, pending, onChange });
  useEffect(() => {
    latest.current = { value, pending, onChange };
  });

  const fileList = [...value.map((attachment) => toUploadFile(attachment, thumbs)), ...pending];

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const existing = latest.current.value.length + latest.current.pending.length;
    if (existing + batch.length > limit) {
      // One warning for the whole selection, not one per file.
      if (file.uid === batch[0]?.uid) notify.warning(limitMessage(limit, batch.length, existing));
      return Upload.LIST_IGNORE;
    }
    if (!isAllowedPicture(file)) {
      notify.error(UPLOAD_RULES.typeMessage);
      return Upload.LIST_IGNORE;
    }
    if (file.size > UPLOAD_RULES.maxBytes) {
      notify.error(UPLOAD_RULES.sizeMessage);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const formData = new FormData();
    formData.append('img', (file as File).name);
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
      const thumb = objectUrlOf(file);
      if (thumb) setThumbs((map) => ({ ...map, [result.filePath]: thumb }));
      current.onChange?.([
        ...current.value,
        { filePath: result.filePath, url: result.url, name: file.name.slice(0, 200) },
      ]);
    } else if (file.status === 'removed') {
      current.onChange?.(current.value.filter((attachment) => attachment.filePath !== file.uid));
    }
  };

  const handlePreview = (file: UploadFile) => {
    const src = file.thumbUrl ?? file.url;
    if (src) setPreview({ src, name: file.name });
  };

  return (
    <div className={`picture-upload${invalid ? ' picture-upload--invalid' : ''}`}>
      <Upload
        id={id}
        listType="picture-card"
        accept=".jpg,.jpeg,.gif,.png,.bmp"
        multiple
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onPreview={handlePreview}
      >
        {fileList.length >= limit ? null : (
          <button type="button" className="picture-upload__add">
            <PlusOutlined aria-hidden />
            <span>{buttonText}</span>
          </button>
        )}
      </Upload>
      <Modal
        open={preview !== null}
        title="图片预览"
        footer={null}
        mask={{ closable: false }}
        onCancel={() => setPreview(null)}
        destroyOnHidden
      >
        {preview && <img className="picture-upload__preview" src={preview.src} alt={preview.name} />}
      </Modal>
    </div>
  );
}

export default PictureUpload;
