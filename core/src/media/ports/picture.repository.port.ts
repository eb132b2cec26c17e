import type { Picture } from '../domain/picture.js';

/** A deal that still links to a picture on another site (stored before uploads existed). */
export interface LinkedDealPicture {
  dealId: number;
  businessId: number;
  /** The http(s) link as stored. */
  url: string;
}

/** Which business uploaded which picture, so only that business can put it on a deal. */
export interface PictureRepository {
  /** Records the upload; uploading the same picture again keeps the first record. */
  add(picture: Picture): Promise<void>;
  /** The picture with this id uploaded by this business, or null. */
  findOwned(id: string, businessId: number): Promise<Picture | null>;
  /** Deals whose picture is an http(s) link to another site, by id after `afterDealId`, at most `limit`. */
  listLinkedDeals(afterDealId: number, limit: number): Promise<LinkedDealPicture[]>;
  /**
   * Points a deal at `to` instead of the link `from`, only while it still stores `from` (a business
   * that changed its picture meanwhile keeps its change). @returns whether the deal was changed.
   */
  replaceDealLink(dealId: number, from: string, to: string): Promise<boolean>;
}
