import { STEP_COUNT } from './cash-to-discount.js';

/** A value as a form holds it before validation: text from inputs, numbers from sliders, or nothing. */
export type FormValue = string | number | Date | null | undefined;

/** Prices are in dollars here, as the forms hold them. */
export interface StandardDealQualityForm {
  title?: FormValue;
  description?: FormValue;
  category?: FormValue;
  price?: FormValue;
  discountPercent?: FormValue;
  /** 'percent' or 'freeItem': a free-item deal offers freeItem instead of discountPercent. */
  offerType?: FormValue;
  freeItem?: FormValue;
  startDate?: FormValue;
  endDate?: FormValue;
  maxRedemptionsPerUser?: FormValue;
  imageUrl?: FormValue;
}

/** A free item earns what a 25% discount earns (two of the three generosity bonuses). */
const FREE_ITEM_EQUIVALENT_PERCENT = 25;

/** The form as the percentage rules read it: a named free item fills the offer like a 25% discount. */
function asPercentOffer(form: StandardDealQualityForm): StandardDealQualityForm {
  if (form.offerType !== 'freeItem') return form;
  return { ...form, discountPercent: textLength(form.freeItem) >= 2 ? FREE_ITEM_EQUIVALENT_PERCENT : '' };
}

export type DiscountStepsValue = readonly FormValue[] | null | undefined;

/** The earlier single-page slider form; prices in dollars. */
export interface SliderDealQualityForm {
  title?: FormValue;
  description?: FormValue;
  category?: FormValue;
  basePrice?: FormValue;
  minPrice?: FormValue;
  maxPrice?: FormValue;
  discountSteps?: DiscountStepsValue;
  startDate?: FormValue;
  endDate?: FormValue;
  maxRedemptionsPerUser?: FormValue;
  imageUrl?: FormValue;
}

/** The fields the Cash to Discount wizard scores; prices in dollars. */
export interface CashToDiscountQualityForm {
  title?: FormValue;
  description?: FormValue;
  imageUrl?: FormValue;
  minPrice?: FormValue;
  maxPrice?: FormValue;
  discountSteps?: DiscountStepsValue;
}

export interface CashToDiscountProgressValues {
  title?: FormValue;
  description?: FormValue;
  category?: FormValue;
  startDate?: FormValue;
  endDate?: FormValue;
  maxRedemptionsPerUser?: FormValue;
}

export const PROGRESS_MAX = 100;
/** The marketing tip changes every 8 seconds and stays visible for 5 of them. */
export const TIP_ROTATION_MS = 8000;
export const TIP_VISIBLE_MS = 5000;

/** Required fields of the standard form; the image is optional and earns a bonus instead. */
export const STANDARD_COMPLETION_FIELDS = [
  'title',
  'description',
  'category',
  'price',
  'discountPercent',
  'startDate',
  'endDate',
  'maxRedemptionsPerUser',
] as const satisfies readonly (keyof StandardDealQualityForm)[];

/**
 * Required fields of the slider form (business-side section 3 lists them); as on the standard form the
 * image is optional and earns a bonus. The discount steps count once, when all six hold a number.
 */
export const SLIDER_COMPLETION_FIELDS = [
  'title',
  'description',
  'category',
  'basePrice',
  'minPrice',
  'maxPrice',
  'discountSteps',
  'startDate',
  'endDate',
  'maxRedemptionsPerUser',
] as const satisfies readonly (keyof SliderDealQualityForm)[];

/** The six key fields of the Cash to Discount progress indicator. */
export const CASH_TO_DISCOUNT_PROGRESS_FIELDS = [
  'title',
  'description',
  'category',
  'startDate',
  'endDate',
  'maxRedemptionsPerUser',
] as const satisfies readonly (keyof CashToDiscountProgressValues)[];

const STANDARD_COMPLETION_CAP = 70;
const SLIDER_COMPLETION_CAP = 65;

function isFilled(value: FormValue | DiscountStepsValue): boolean {
  if (Array.isArray(value)) return numericSteps(value)?.length === STEP_COUNT;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return false;
}

function filledPercent<F extends object>(form: F, fields: readonly (keyof F)[]): number {
  const filled = fields.filter((field) => isFilled(form[field] as FormValue | DiscountStepsValue)).length;
  return Math.round((filled / fields.length) * 100);
}

/** Length of the text without surrounding blanks, so padding earns no bonus. */
function textLength(value: FormValue): number {
  return typeof value === 'string' ? value.trim().length : 0;
}

function toNumber(value: FormValue): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** The steps as numbers, or null when there are none or one is not a number. */
function numericSteps(steps: DiscountStepsValue): number[] | null {
  if (!steps || steps.length === 0) return null;
  const numbers = steps.map(toNumber);
  return numbers.every(Number.isFinite) ? numbers : null;
}

function isNonDecreasing(steps: readonly number[] | null): boolean {
  return steps !== null && steps.every((step, i) => i === 0 || step >= (steps[i - 1] as number));
}

function priceRange(form: { minPrice?: FormValue; maxPrice?: FormValue }): number {
  return toNumber(form.maxPrice) - toNumber(form.minPrice);
}

const cap = (score: number): number => Math.min(PROGRESS_MAX, score);

/**
 * Quality score of the standard deal form: completion of the eight required fields (capped at 70)
 * plus bonuses for a title over 10 characters, a long description, a generous discount and an image.
 */
export function standardDealQuality(values: StandardDealQualityForm): number {
  const form = asPercentOffer(values);
  let score = Math.min(STANDARD_COMPLETION_CAP, filledPercent(form, STANDARD_COMPLETION_FIELDS));
  if (textLength(form.title) > 10) score += 10;
  const description = textLength(form.description);
  if (description > 50) score += 10;
  if (description > 100) score += 5;
  if (description > 200) score += 5;
  const discount = toNumber(form.discountPercent);
  if (discount >= 15) score += 5;
  if (discount >= 25) score += 5;
  if (discount >= 40) score += 5;
  if (isFilled(form.imageUrl)) score += 15;
  return cap(score);
}

/**
 * Quality score of the earlier slider form: completion of its ten required fields (capped at 65)
 * plus bonuses for title, description, image, a wide price range and rising, well-spread steps.
 */
export function sliderDealQuality(form: SliderDealQualityForm): number {
  let score = Math.min(SLIDER_COMPLETION_CAP, filledPercent(form, SLIDER_COMPLETION_FIELDS));
  if (textLength(form.title) > 10) score += 5;
  const description = textLength(form.description);
  if (description > 50) score += 5;
  if (description > 100) score += 5;
  if (description > 200) score += 5;
  if (isFilled(form.imageUrl)) score += 15;
  const range = priceRange(form);
  if (range >= 10) score += 5;
  if (range >= 20) score += 5;
  const steps = numericSteps(form.discountSteps);
  if (isNonDecreasing(steps)) score += 15;
  if (steps) {
    const spread = Math.max(...steps) - Math.min(...steps);
    if (spread >= 10) score += 10;
    if (spread >= 20) score += 5;
  }
  return cap(score);
}

/** The Cash to Discount wizard's own score: no completion part, five bonuses that add up to 100. */
export function cashToDiscountQuality(form: CashToDiscountQualityForm): number {
  let score = 0;
  if (textLength(form.title) > 5) score += 15;
  if (textLength(form.description) > 20) score += 15;
  if (isFilled(form.imageUrl)) score += 20;
  if (isNonDecreasing(numericSteps(form.discountSteps))) score += 25;
  score += priceRange(form) >= 10 ? 25 : 10;
  return cap(score);
}

export type QualityColour = 'low' | 'medium' | 'high';

/** The score indicator's colour: it changes above 50 and above 80. */
export function qualityColour(score: number): QualityColour {
  if (score > 80) return 'high';
  if (score > 50) return 'medium';
  return 'low';
}

export interface ProgressBadge {
  threshold: number;
  label: string;
  /** Shown on the slider form only. */
  sliderOnly: boolean;
}

export const PROGRESS_BADGES: readonly ProgressBadge[] = [
  { threshold: 10, label: 'Getting started', sliderOnly: false },
  { threshold: 50, label: 'Halfway there', sliderOnly: false },
  { threshold: 70, label: 'Looking good', sliderOnly: false },
  { threshold: 85, label: 'Great pricing', sliderOnly: true },
  { threshold: 95, label: 'Outstanding', sliderOnly: false },
];

/** The progress badges a score has reached; the 85 badge exists on the slider form only. */
export function progressBadges(score: number, options: { slider: boolean }): ProgressBadge[] {
  return PROGRESS_BADGES.filter((badge) => score >= badge.threshold && (options.slider || !badge.sliderOnly));
}

// A Map, not an object literal, so a field named like an Object.prototype member finds nothing.
const STEP_OF_FIELD: ReadonlyMap<string, number> = new Map([
  ['title', 2],
  ['description', 2],
  ['category', 2],
  ['price', 3],
  ['discountPercent', 3],
  ['offerType', 3],
  ['freeItem', 3],
  ['startDate', 4],
  ['endDate', 4],
  ['maxRedemptionsPerUser', 4],
]);

/** The standard form's step indicator after a field changes: it moves up with the field and never goes down. */
export function nextStandardFormStep(currentStep: number, changedField: string): number {
  return Math.max(currentStep, STEP_OF_FIELD.get(changedField) ?? currentStep);
}

/** The Cash to Discount progress: the share of its six key fields filled, as a rounded percent. */
export function cashToDiscountProgressPercent(values: CashToDiscountProgressValues): number {
  return filledPercent(values, CASH_TO_DISCOUNT_PROGRESS_FIELDS);
}
