// A PUT to a presigned storage URL with upload progress. fetch() reports no upload progress, so this
// one request goes through XMLHttpRequest; the headers are exactly those the API signed.
import { ApiError } from '#web/lib/api-error.ts';

export function putWithProgress(url: string, headers: Readonly<Record<string, string>>, body: Blob, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new ApiError(xhr.status, 'upload_failed', 'The file could not be uploaded. Please try again.'));
    };
    xhr.onerror = () => reject(new ApiError(0, 'upload_failed', 'The file could not be uploaded. Check your connection and try again.'));
    xhr.send(body);
  });
}
