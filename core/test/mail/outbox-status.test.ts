import { describe, expect, it } from 'vitest';
import { base64, pngDataUrl } from '@marketplace/core/mail/domain/data-url';
import { describeOutboxStatus, outboxStatus } from '@marketplace/core/mail/domain/outbox-status';

describe("an outbox email's status", () => {
  it('is sent once the SMTP server took it, else waiting, or retrying after failed attempts', () => {
    expect(outboxStatus({ sentAt: new Date(), attempts: 2 })).toBe('sent');
    expect(outboxStatus({ sentAt: null, attempts: 0 })).toBe('waiting');
    expect(outboxStatus({ sentAt: null, attempts: 1 })).toBe('retrying');
  });

  it('reads in plain words, with the failed attempts and the last error', () => {
    expect(describeOutboxStatus({ status: 'sent', failedAttempts: 1, lastError: null })).toBe('Sent');
    expect(describeOutboxStatus({ status: 'waiting', failedAttempts: 0, lastError: null })).toBe('Waiting');
    expect(describeOutboxStatus({ status: 'retrying', failedAttempts: 1, lastError: '421 Try later' })).toBe('Retrying (1 failed attempt): 421 Try later');
    expect(describeOutboxStatus({ status: 'retrying', failedAttempts: 3, lastError: 'connect ECONNREFUSED' })).toBe('Retrying (3 failed attempts): connect ECONNREFUSED');
  });
});

describe('data: URLs for the preview', () => {
  it('encode bytes as standard base64 of every length', () => {
    for (let length = 0; length < 70; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 89 + length * 7) % 256);
      expect(base64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
    expect(pngDataUrl(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('data:image/png;base64,iVBORw==');
  });
});
