import { useAdminDeleteUpload } from '@commerce/client/admin/uploads';
import { useCallback, useRef } from 'react';

/**
 * Deletes an import's protected upload (`DELETE /admin/uploads`) once nothing will read it
 * again: the import finished or was canceled, or the file was replaced or abandoned. Each
 * key is deleted once; a failure only leaves a stray file on the server, so it is not shown.
 */
export function useUploadDisposal(): (fileKey: string | undefined) => void {
  const { mutate } = useAdminDeleteUpload();
  const disposed = useRef(new Set<string>());
  return useCallback(
    (fileKey) => {
      if (!fileKey || disposed.current.has(fileKey)) return;
      disposed.current.add(fileKey);
      mutate({ file_key: fileKey });
    },
    [mutate],
  );
}
