import { z } from 'zod';
import { MAX_DEAL_PRICE } from '../../deals/schemas/standard-deal.schema.js';
import { MAX_PURCHASE_REDEMPTIONS } from './purchase-payloads.schema.js';

function parsePrice(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\s*\d+(?:\.\d+)?\s*$/.test(value)) return undefined;
  const price = Number(value);
  return price > 0 && price <= MAX_DEAL_PRICE ? price : undefined;
}

function parseInteger(min: number, max: number) {
  return (value: unknown): number | undefined => {
    if (typeof value !== 'string' || !/^\s*\d{1,15}\s*$/.test(value)) return undefined;
    const integer = Number(value);
    return integer >= min && integer <= max ? integer : undefined;
  };
}

const dropUnparseable = (parse: (value: unknown) => number | undefined) =>
  z.unknown().transform(parse).optional();

/**
 * The checkout page's query. It is part of a page address, so it never fails: a value that does
 * not parse, or is out of range, is dropped and the page uses the deal's defaults.
 */
export const checkoutQuerySchema = z
  .object({
    price: dropUnparseable(parsePrice),
    discount: dropUnparseable(parseInteger(1, 100)),
    redemptions: dropUnparseable(parseInteger(1, MAX_PURCHASE_REDEMPTIONS)),
  })
  .catch({})
  .transform((query) => {
    const clean: { price?: number; discount?: number; redemptions?: number } = {};
    if (query.price !== undefined) clean.price = query.price;
    if (query.discount !== undefined) clean.discount = query.discount;
    if (query.redemptions !== undefined) clean.redemptions = query.redemptions;
    return clean;
  });
export type CheckoutQuery = z.output<typeof checkoutQuerySchema>;

/** What the page's URLSearchParams offers (core does not depend on the DOM or Node typings). */
export interface SearchParamsLike {
  get(name: string): string | null;
}

/** Reads the checkout query from the page's URLSearchParams, or from a plain record of parameters. */
export function parseCheckoutQuery(search: SearchParamsLike | Readonly<Record<string, string | undefined>>): CheckoutQuery {
  const record = isSearchParams(search)
    ? { price: search.get('price'), discount: search.get('discount'), redemptions: search.get('redemptions') }
    : search;
  return checkoutQuerySchema.parse(record);
}

function isSearchParams(search: object): search is SearchParamsLike {
  return typeof (search as Partial<SearchParamsLike>).get === 'function';
}
