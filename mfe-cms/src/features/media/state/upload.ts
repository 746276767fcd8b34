import { readCookie } from '@bestellwerk/api-client';

/** One file of a drag-and-drop upload, with its own progress bar. */
export interface QueuedUpload {
  key: string;
  name: string;
  /** 0–100 while sending. */
  percent: number;
  status: 'waiting' | 'uploading' | 'done' | 'error';
  /** The server's first German message when it refused the file. */
  error?: string;
}

export const UPLOAD_FAILED = 'Das Bild konnte nicht erstellt werden.';

/** The first server message of an error answer, else the default of backoffice-api.md §8. */
export function uploadError(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: { message?: string }[] };
    return parsed.errors?.[0]?.message ?? UPLOAD_FAILED;
  } catch {
    return status === 413 ? 'Die Datei ist zu groß (höchstens 10 MB).' : UPLOAD_FAILED;
  }
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * POST /api/images (or PUT /api/images/{id} to replace) with upload progress: fetch cannot
 * report it, so this one call goes through XMLHttpRequest, with the same CSRF header.
 */
export function sendImage(
  file: Blob,
  body: { alt?: string },
  onProgress: (percent: number) => void,
  replaceId?: number,
): Promise<unknown> {
  return readAsDataUrl(file).then(
    (dataUrl) =>
      new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open(
          replaceId ? 'PUT' : 'POST',
          replaceId ? `/api/images/${replaceId}` : '/api/images',
        );
        request.setRequestHeader('content-type', 'application/json');
        const token = readCookie('XSRF-TOKEN');
        if (token) request.setRequestHeader('x-xsrf-token', token);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
        };
        request.onload = () => {
          if (request.status >= 200 && request.status < 300)
            resolve(JSON.parse(request.responseText));
          else reject(new Error(uploadError(request.status, request.responseText)));
        };
        request.onerror = () => reject(new Error(UPLOAD_FAILED));
        request.send(JSON.stringify({ ...body, file: dataUrl }));
      }),
  );
}

/** The queue after one file's change; files keep their order. */
export function updateQueue(
  queue: QueuedUpload[],
  key: string,
  change: Partial<QueuedUpload>,
): QueuedUpload[] {
  return queue.map((entry) => (entry.key === key ? { ...entry, ...change } : entry));
}
