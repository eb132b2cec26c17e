import type { Clock } from '../../shared/ports/clock.port.js';
import { pictureUrl, renditionWidths, UNSUPPORTED_PICTURE_MESSAGE } from '../domain/picture.js';
import type { ImageProcessor, ProcessedPicture } from '../ports/image-processor.port.js';
import type { LinkedPictureFetcher } from '../ports/linked-picture-fetcher.port.js';
import type { MediaStore } from '../ports/media-store.port.js';
import type { PictureRepository } from '../ports/picture.repository.port.js';
import { pictureRecord, storeRenditions } from './stored-picture.js';

/** Deals read at a time. */
export const LINKED_PICTURES_PAGE_SIZE = 50;

/** What one run did. */
export interface LinkedPicturesReport {
  /** Deals now showing a stored copy of their picture. */
  imported: number;
  /** Deals whose link could not be brought home this time (kept as they are; the next run tries again). */
  failed: { dealId: number; url: string; reason: string }[];
}

type Fetched = { ok: true; picture: ProcessedPicture } | { ok: false; reason: string };

/**
 * Brings home the pictures deals link to on other sites (stored before uploads existed, DESIGN.md
 * 10.7): each is downloaded once, checked and re-encoded exactly like an upload, stored, recorded
 * as its deal's business's picture, and the deal is pointed at the stored copy. The pages only load
 * pictures from this site (CSP `img-src 'self'`), so this is what keeps those deals' pictures showing.
 * A link that fails (gone, refused, not a picture) stays as it was and is tried again next run.
 */
export class ImportLinkedPictures {
  constructor(
    private readonly deps: { pictures: PictureRepository; store: MediaStore; images: ImageProcessor; fetcher: LinkedPictureFetcher; clock: Clock },
  ) {}

  async execute(): Promise<LinkedPicturesReport> {
    const report: LinkedPicturesReport = { imported: 0, failed: [] };
    // Several deals may share one link: it is fetched once a run.
    const fetched = new Map<string, Promise<Fetched>>();
    let after = 0;
    for (;;) {
      const page = await this.deps.pictures.listLinkedDeals(after, LINKED_PICTURES_PAGE_SIZE);
      for (const deal of page) {
        let pending = fetched.get(deal.url);
        if (!pending) {
          pending = this.fetchAndStore(deal.url);
          fetched.set(deal.url, pending);
        }
        const outcome = await pending;
        if (!outcome.ok) {
          report.failed.push({ dealId: deal.dealId, url: deal.url, reason: outcome.reason });
          continue;
        }
        const picture = pictureRecord(outcome.picture, deal.businessId, this.deps.clock.now());
        await this.deps.pictures.add(picture);
        if (await this.deps.pictures.replaceDealLink(deal.dealId, deal.url, pictureUrl(picture))) report.imported += 1;
      }
      if (page.length < LINKED_PICTURES_PAGE_SIZE) return report;
      after = page[page.length - 1]!.dealId;
    }
  }

  private async fetchAndStore(url: string): Promise<Fetched> {
    const download = await this.deps.fetcher.fetch(url);
    if (!download.ok) return download;
    const processed = await this.deps.images.process(download.bytes, renditionWidths);
    if (!processed || processed.renditions.length === 0) return { ok: false, reason: UNSUPPORTED_PICTURE_MESSAGE };
    await storeRenditions(this.deps.store, processed);
    return { ok: true, picture: processed };
  }
}
