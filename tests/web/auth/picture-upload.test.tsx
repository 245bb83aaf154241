import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Attachment } from '@/contracts/register';
import { API, API_BASE_PATH } from '@/contracts/paths';
import { AntdProvider } from '@/components/antd-provider';
import { PictureUpload } from '@/components/picture-upload/picture-upload';
import { Toaster } from '@/components/toaster';
import { mockServer } from '@/mocks/node';
import { pngFile, setupUser } from '../support/render-auth';

function Harness({
  limit,
  initial = [],
  onChange,
}: {
  limit: number;
  initial?: Attachment[];
  onChange?: (value: Attachment[]) => void;
}) {
  const [value, setValue] = useState<Attachment[]>(initial);
  return (
    <AntdProvider forceChinese>
      <PictureUpload
        id="picture"
        limit={limit}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <Toaster />
    </AntdProvider>
  );
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input#picture');
  if (!input) throw new Error('no file input');
  return input;
}

/** Counts POST /common/upload calls and records the multipart fields. */
function recordUploads() {
  const uploads: { file: File | null; img: FormDataEntryValue | null }[] = [];
  mockServer.use(
    http.post(`${API_BASE_PATH}${API.upload}`, async ({ request }) => {
      const form = await request.clone().formData();
      uploads.push({ file: form.get('file') as File | null, img: form.get('img') });
      return undefined;
    }),
  );
  return uploads;
}

const existing: Attachment = { filePath: '/uploads/old.png', url: '/uploads/old.png', name: 'old.png' };

describe('PictureUpload', () => {
  it('uploads a picture to /common/upload, reports its filePath, says 上传成功 and hides the control at the limit', async () => {
    const user = setupUser();
    const uploads = recordUploads();
    const onChange = vi.fn();
    render(<Harness limit={1} onChange={onChange} />);
    expect(screen.getByText('上传图片')).toBeInTheDocument();
    await user.upload(fileInput(), pngFile('licence.png'));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        { filePath: '/uploads/mock-certificate.png', url: '/uploads/mock-certificate.png', name: 'licence.png' },
      ]),
    );
    expect(uploads).toHaveLength(1);
    // jsdom's XHR hands MSW the part as a nameless blob; the bytes and the img field show what was sent.
    expect(uploads[0]?.file?.size).toBe(1024);
    expect(uploads[0]?.img).toBe('licence.png');
    expect(screen.queryByText('上传图片')).not.toBeInTheDocument();
  });

  it.each([
    ['a text file', new File(['hello'], 'notes.txt', { type: 'text/plain' })],
    ['a PDF named .png', new File(['%PDF'], 'scan.png', { type: 'application/pdf' })],
    ['a webp picture', new File(['RIFF'], 'photo.webp', { type: 'image/webp' })],
    ['a file without extension', new File(['x'], 'png', { type: 'image/png' })],
  ])('refuses %s with the format message', async (_label, file) => {
    const user = setupUser();
    const uploads = recordUploads();
    const onChange = vi.fn();
    render(<Harness limit={1} onChange={onChange} />);
    await user.upload(fileInput(), file);
    expect(await screen.findByText('上传图片只能是 JPG/JPEG/GIF/PNG/BMP 格式!')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('上传图片')).toBeInTheDocument();
  });

  it.each(['a.jpg', 'b.JPEG', 'c.gif', 'd.bmp'])('accepts %s', async (name) => {
    const user = setupUser();
    const onChange = vi.fn();
    render(<Harness limit={1} onChange={onChange} />);
    const type = name.toLowerCase().endsWith('bmp')
      ? 'image/bmp'
      : name.toLowerCase().endsWith('gif')
        ? 'image/gif'
        : 'image/jpeg';
    await user.upload(fileInput(), pngFile(name, 10, type));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a picture over 5 MB and accepts one of exactly 5 MB', async () => {
    const user = setupUser();
    const uploads = recordUploads();
    render(<Harness limit={1} />);
    await user.upload(fileInput(), pngFile('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('上传图片大小不能超过 5MB!')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    await user.upload(fileInput(), pngFile('edge.png', 5 * 1024 * 1024));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });

  it('warns with the limit, the number chosen and the total, and uploads nothing of that selection', async () => {
    const user = setupUser();
    const uploads = recordUploads();
    render(<Harness limit={1} />);
    await user.upload(fileInput(), [pngFile('a.png'), pngFile('b.png')]);
    expect(
      await screen.findByText('当前限制选择 1 个文件，本次选择了 2 个文件，共选择了 2 个文件'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(uploads).toHaveLength(0);
  });

  it('counts pictures already kept in the total', async () => {
    const user = setupUser();
    render(<Harness limit={2} initial={[existing]} />);
    await user.upload(fileInput(), [pngFile('a.png'), pngFile('b.png')]);
    expect(
      await screen.findByText('当前限制选择 2 个文件，本次选择了 2 个文件，共选择了 3 个文件'),
    ).toBeInTheDocument();
    await user.upload(fileInput(), pngFile('c.png'));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('上传图片')).not.toBeInTheDocument());
  });

  it('removes a picture from the list and shows the control again', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    render(<Harness limit={1} initial={[existing]} onChange={onChange} />);
    expect(screen.queryByText('上传图片')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /删除/ }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([]));
    expect(await screen.findByText('上传图片')).toBeInTheDocument();
  });

  it('previews a picture in a dialog', async () => {
    const user = setupUser();
    render(<Harness limit={1} initial={[existing]} />);
    await user.click(screen.getByRole('link', { name: /预览/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('图片预览')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'old.png' })).toHaveAttribute('src', '/uploads/old.png');
  });
});
