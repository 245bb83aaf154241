import { UPLOAD_RULES } from '@/contracts/register';

const ALLOWED_MIME_TYPES = ['image/jpeg', 'image/pjpeg', 'image/gif', 'image/png', 'image/bmp', 'image/x-ms-bmp'];

/** SPEC §5 picture upload: jpg, jpeg, gif, png, bmp, judged by the extension and the MIME type together. */
export function isAllowedPicture(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const extensionOk = file.name.includes('.') && (UPLOAD_RULES.extensions as readonly string[]).includes(extension);
  // Some systems report no MIME type for .bmp; the server decides by the bytes anyway (DECISIONS D5).
  const mimeOk = file.type === '' || ALLOWED_MIME_TYPES.includes(file.type.toLowerCase());
  return extensionOk && mimeOk;
}
