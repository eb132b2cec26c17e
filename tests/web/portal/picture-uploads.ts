// The deal forms upload pictures with XMLHttpRequest (for its progress events), which the fetch
// mock does not see: this stands in for it, answering every upload with one answer.
import { afterEach, vi } from 'vitest';
import type { UploadedPictureResponse } from '@marketplace/core/media/schemas/picture.response';

const ID = 'ab'.repeat(16);

/** What POST /api/business/media answers for a 1200 px wide picture. */
export function anUploadedPicture(overrides: Partial<UploadedPictureResponse> = {}): UploadedPictureResponse {
  return {
    id: ID,
    url: `/media/${ID}-1200.webp`,
    srcSet: `/media/${ID}-400.webp 400w, /media/${ID}-800.webp 800w, /media/${ID}-1200.webp 1200w`,
    widths: [400, 800, 1200],
    width: 1200,
    height: 750,
    createdAt: '2025-06-01T12:00:00.000Z',
    ...overrides,
  };
}

export interface PictureUploads {
  /** The bodies sent, with the Content-Type each claimed. */
  sent: { body: unknown; contentType: string | undefined }[];
  /** Finishes the pending upload with the answer (uploads wait for it when `manual`). */
  finish(): void;
}

/** Answers every upload with `answer` (201 and the picture by default), after reporting half of it sent. */
export function fakePictureUploads(answer: { status: number; body: unknown } = { status: 201, body: anUploadedPicture() }, options: { manual?: boolean } = {}): PictureUploads {
  const uploads: PictureUploads = { sent: [], finish: () => undefined };
  class FakeRequest {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open(): void {}
    setRequestHeader(name: string, value: string): void {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: unknown): void {
      uploads.sent.push({ body, contentType: this.headers['content-type'] });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      const done = () => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      };
      if (options.manual) uploads.finish = done;
      else setTimeout(done, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return uploads;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A picture file as a person would choose it. */
export function aPictureFile(name = 'brunch.jpg', type = 'image/jpeg', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}
