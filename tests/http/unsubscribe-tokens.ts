import { HmacLinkSigner } from '@marketplace/adapters-crypto/hmac-link-signer';
import { UnsubscribeLinks, type UnsubscribeParts } from '@marketplace/core/accounts/application/unsubscribe-links';
import type { UnsubscribeTarget } from '@marketplace/core/accounts/domain/unsubscribe-link';
import { TEST_SESSION_SECRET } from './test-server.js';

/** Links as the test server's jobs sign them (its SESSION_SECRET), or as another deployment would (`secret`). */
export function unsubscribeLinks(publicUrl = 'http://127.0.0.1', secret = TEST_SESSION_SECRET): UnsubscribeLinks {
  return new UnsubscribeLinks({ signer: new HmacLinkSigner(async () => secret), publicUrl });
}

export function unsubscribeTokenFor(target: UnsubscribeTarget, secret = TEST_SESSION_SECRET): Promise<string> {
  return unsubscribeLinks(undefined, secret).token(target);
}

export function unsubscribePartsFor(target: UnsubscribeTarget, publicUrl: string): Promise<UnsubscribeParts> {
  return unsubscribeLinks(publicUrl).forEmail(target);
}
