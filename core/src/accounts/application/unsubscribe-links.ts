import { ONE_CLICK_UNSUBSCRIBE_PATH, UNSUBSCRIBE_PAGE_PATH, unsubscribeMessage, type UnsubscribeTarget } from '../domain/unsubscribe-link.js';
import type { LinkSigner } from '../ports/link-signer.port.js';

/** What a non-transactional email carries to be left: the link in its footer and the two headers. */
export interface UnsubscribeParts {
  /** The storefront page that shows what it turns off, for renderMailLayout's `unsubscribeUrl`. */
  url: string;
  /** `List-Unsubscribe` (the one-click endpoint) and `List-Unsubscribe-Post` (RFC 8058), for the outbox draft. */
  headers: Record<string, string>;
}

/** Makes the signed unsubscribe link of every email a person may opt out of. */
export class UnsubscribeLinks {
  constructor(private readonly deps: { signer: LinkSigner; publicUrl: string }) {}

  /** The signed token naming the account and the switch. */
  async token(target: UnsubscribeTarget): Promise<string> {
    const message = unsubscribeMessage(target);
    return `${message}.${await this.deps.signer.sign(message)}`;
  }

  async forEmail(target: UnsubscribeTarget): Promise<UnsubscribeParts> {
    const origin = this.deps.publicUrl.replace(/\/+$/, '');
    const token = encodeURIComponent(await this.token(target));
    return {
      url: `${origin}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`,
      headers: {
        'List-Unsubscribe': `<${origin}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}
