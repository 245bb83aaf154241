import { Image, Space, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import type { Attachment } from '@/contracts/register';

/** Read-only attachments: pictures as small previews, PDFs as links that open in a new tab. */
export function AttachmentList({ files, empty = '—' }: { files: readonly Attachment[]; empty?: string }) {
  if (files.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  const pictures = files.filter((file) => !/\.pdf$/i.test(file.filePath));
  const documents = files.filter((file) => /\.pdf$/i.test(file.filePath));
  return (
    <Space orientation="vertical" size={8}>
      {documents.map((file) => (
        <a key={file.filePath} href={file.url ?? file.filePath} target="_blank" rel="noopener noreferrer">
          <FilePdfOutlined aria-hidden /> {file.name ?? file.filePath.split('/').pop()}
        </a>
      ))}
      {pictures.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap size={8}>
            {pictures.map((file) => (
              <Image
                key={file.filePath}
                width={88}
                height={88}
                style={{ objectFit: 'cover', borderRadius: 4 }}
                src={file.url ?? file.filePath}
                alt={file.name ?? ''}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </Space>
  );
}
