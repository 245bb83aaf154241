import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@/lib/download';
import { notify } from '@/lib/notify';

/**
 * A list screen's CSV export of its current filters: a Bearer call answering a Blob, saved as `fileName`, then
 * `doneText(fileName)` as a success toast. A failure has been shown by the request layer.
 */
export function useCsvExport(doneText: (fileName: string) => string) {
  const mutation = useMutation({
    mutationFn: async ({ download, fileName }: { download: () => Promise<Blob>; fileName: string }) => {
      saveBlob(await download(), fileName);
      return fileName;
    },
    onSuccess: (fileName) => notify.success(doneText(fileName)),
  });
  return {
    exporting: mutation.isPending,
    exportCsv: (download: () => Promise<Blob>, fileName: string) => mutation.mutate({ download, fileName }),
  };
}
