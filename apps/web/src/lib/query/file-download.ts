import { useMutation } from '@tanstack/react-query';
import { saveFile, type FileAnswer } from '../http/files';
import { notify } from '../notify';

/**
 * A list's download (its CSV): the file is saved under the name the server gives, else
 * `fallbackName`; a failure is said with `failedMessage`.
 */
export const useFileDownload = (
  fetch: () => Promise<FileAnswer>,
  fallbackName: string,
  failedMessage: string,
) =>
  useMutation({
    mutationFn: fetch,
    onSuccess: (file) => saveFile(file.blob, file.fileName ?? fallbackName),
    onError: () => notify({ type: 'negative', message: failedMessage }),
  });
