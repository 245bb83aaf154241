import { useState } from 'react';
import { Modal, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { UPLOAD_RULES, type Attachment } from '@/contracts/register';
import { isAllowedPicture } from './picture-rules';
import { ARTICLE_FIELD, type UploadFieldProps, type UploadKind } from '@/components/upload-list/upload-file';
import { useUploadList } from '@/components/upload-list/use-upload-list';
import './picture-upload.css';

const PICTURE: UploadKind = {
  isAllowed: isAllowedPicture,
  typeMessage: UPLOAD_RULES.typeMessage,
  sizeMessage: UPLOAD_RULES.sizeMessage,
  leadingField: (file) => ['img', file.name],
};
const ARTICLE_PICTURE: UploadKind = { ...PICTURE, leadingField: ARTICLE_FIELD };

export interface PictureUploadProps extends UploadFieldProps {
  /** Text under the plus sign. */
  buttonText?: string;
  /** An article's picture (kind=article, the managing unit's uploads) rather than a registration certificate. */
  article?: boolean;
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
  article = false,
}: PictureUploadProps) {
  const [thumbs, setThumbs] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ src: string; name: string } | null>(null);
  const { pending, uploadProps } = useUploadList({
    kind: article ? ARTICLE_PICTURE : PICTURE,
    limit,
    value,
    onChange,
    onUploaded: (file, result) => {
      const thumb = objectUrlOf(file);
      if (thumb) setThumbs((map) => ({ ...map, [result.filePath]: thumb }));
    },
  });

  const fileList = [...value.map((attachment) => toUploadFile(attachment, thumbs)), ...pending];

  const handlePreview = (file: UploadFile) => {
    const src = file.thumbUrl ?? file.url;
    if (src) setPreview({ src, name: file.name });
  };

  return (
    <div className={`picture-upload${invalid ? ' picture-upload--invalid' : ''}`}>
      <Upload
        {...uploadProps}
        id={id}
        listType="picture-card"
        accept=".jpg,.jpeg,.gif,.png,.bmp"
        multiple
        fileList={fileList}
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
