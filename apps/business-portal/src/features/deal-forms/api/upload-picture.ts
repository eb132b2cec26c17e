import { useMutation } from '@tanstack/react-query';
import type { UploadedPictureResponse } from '@marketplace/core/media/schemas/picture.response';
import { ApiError } from '@marketplace/web-common/api/api-client';

/**
 * POST /api/business/media with the file itself as the body. XMLHttpRequest rather than fetch:
 * only it reports the upload's progress. A refusal rejects with the server's answer (its message
 * says what to do: another kind of file, a smaller one).
 */
export function uploadPicture(file: Blob, onProgress: (fraction: number) => void = () => undefined): Promise<UploadedPictureResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/business/media');
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status === 201) resolve(body as UploadedPictureResponse);
      else reject(new ApiError(request.status, `${request.status}: ${request.responseText || request.statusText}`, body, request.statusText));
    };
    request.onerror = () => reject(new Error('The picture could not be sent. Check your connection and try again.'));
    request.send(file);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Uploads one picture, reporting its progress (0 to 1). */
export function useUploadPicture(onProgress: (fraction: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadPicture(file, onProgress) });
}
