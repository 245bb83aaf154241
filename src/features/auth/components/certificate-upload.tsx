import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { CloseOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { UPLOAD_RULES } from '@/contracts/register';
import { isAllowedPicture } from '@/components/picture-upload/picture-rules';
import { limitMessage, uploadFile, type UploadFieldProps } from '@/components/upload-list/upload-file';
import { notify } from '@/lib/notify';
import './certificate-upload.css';

const CERTIFICATE = { leadingField: (file: File) => ['img', file.name] as const };

interface CertificateUploadProps extends UploadFieldProps {
  /** Text under the plus sign. */
  buttonText: string;
  'aria-describedby'?: string;
}

/**
 * The registration's certificate picture (SPEC §5) on plain elements: type, size and count checked before sending
 * with the exact messages, POST /common/upload, '上传成功', the picture shown with a remove button, and the add
 * button gone at the limit. A button opens the file dialog, so the keyboard reaches it with a visible focus.
 */
export function CertificateUpload({
  limit,
  value = [],
  onChange,
  id,
  buttonText,
  invalid = false,
  'aria-describedby': describedBy,
}: CertificateUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(0);
  const [thumbs, setThumbs] = useState<Record<string, string>>({});
  // Uploads finish after later renders: they add to the current list, not the one they started from.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  const upload = async (file: File) => {
    setPending((count) => count + 1);
    try {
      const result = await uploadFile(CERTIFICATE, file);
      if (typeof URL.createObjectURL === 'function') {
        const thumb = URL.createObjectURL(file);
        setThumbs((map) => ({ ...map, [result.filePath]: thumb }));
      }
      const current = latest.current;
      current.onChange?.([
        ...current.value,
        { filePath: result.filePath, url: result.url, name: file.name.slice(0, 200) },
      ]);
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setPending((count) => count - 1);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    const existing = value.length + pending;
    if (existing + files.length > limit) {
      notify.warning(limitMessage(limit, files.length, existing));
      return;
    }
    for (const file of files) {
      if (!isAllowedPicture(file)) notify.error(UPLOAD_RULES.typeMessage);
      else if (file.size > UPLOAD_RULES.maxBytes) notify.error(UPLOAD_RULES.sizeMessage);
      else void upload(file);
    }
  };

  const remove = (filePath: string) => onChange?.(value.filter((attachment) => attachment.filePath !== filePath));

  return (
    <div ref={box} className={`certificate-upload${invalid ? ' certificate-upload--invalid' : ''}`}>
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        tabIndex={-1}
        accept=".jpg,.jpeg,.gif,.png,.bmp"
        multiple={limit > 1}
        aria-describedby={describedBy}
        onChange={choose}
        // The hidden input can take focus from a script or the file dialog; the keyboard's place is the visible
        // button beside it, which shows its focus.
        onFocus={() => box.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus()}
      />
      {value.map((attachment) => {
        const name = attachment.name ?? attachment.filePath.split('/').pop() ?? '图片';
        return (
          <div key={attachment.filePath} className="certificate-upload__item">
            <img src={thumbs[attachment.filePath] ?? attachment.url ?? attachment.filePath} alt={name} />
            <button
              type="button"
              className="certificate-upload__remove"
              aria-label={`删除 ${name}`}
              onClick={() => remove(attachment.filePath)}
            >
              <CloseOutlined aria-hidden />
            </button>
          </div>
        );
      })}
      {pending > 0 && (
        <div className="certificate-upload__item certificate-upload__item--pending" role="status">
          <LoadingOutlined className="spin" aria-hidden />
          <span>上传中</span>
        </div>
      )}
      {value.length + pending < limit && (
        <button
          type="button"
          className="certificate-upload__add"
          aria-describedby={describedBy}
          onClick={() => input.current?.click()}
        >
          <PlusOutlined aria-hidden />
          <span>{buttonText}</span>
        </button>
      )}
    </div>
  );
}
