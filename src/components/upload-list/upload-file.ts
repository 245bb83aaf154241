import { ARTICLE_UPLOAD_RULES } from '@/contracts/content';
import { API } from '@/contracts/paths';
import type { Attachment, UploadResult } from '@/contracts/register';
import { notify } from '@/lib/notify';
import { request } from '@/lib/request';

// The upload's rules and request without antd: the antd lists (use-upload-list.ts) and the sign-in pages' plain
// certificate upload share them.

export function limitMessage(limit: number, chosen: number, existing: number): string {
  return `当前限制选择 ${limit} 个文件，本次选择了 ${chosen} 个文件，共选择了 ${chosen + existing} 个文件`;
}

/** What every upload field of a form takes: the kept files, the count allowed, its label's target and its state. */
export interface UploadFieldProps {
  /** How many files may be kept. */
  limit: number;
  value?: Attachment[];
  onChange?: (value: Attachment[]) => void;
  /** id of the file input, so the field's label points at it. */
  id?: string;
  invalid?: boolean;
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
