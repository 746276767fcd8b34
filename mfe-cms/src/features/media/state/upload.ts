import { mediaApi } from '@bestellwerk/api-client';

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

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Reads the file and sends it with its progress (api-client's mediaApi.sendImage). */
export function sendImage(
  file: Blob,
  body: { alt?: string },
  onProgress: (percent: number) => void,
  replaceId?: number,
) {
  return readAsDataUrl(file).then((dataUrl) =>
    mediaApi.sendImage({ ...body, file: dataUrl }, onProgress, replaceId),
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
