import { describe, expect, it } from 'vitest';
import {
  PROGRESS_MAX,
  SLIDER_COMPLETION_FIELDS,
  TIP_ROTATION_MS,
  TIP_VISIBLE_MS,
  cashToDiscountProgressPercent,
  cashToDiscountQuality,
  nextStandardFormStep,
  progressBadges,
  qualityColour,
  sliderDealQuality,
  standardDealQuality,
  type CashToDiscountQualityForm,
  type SliderDealQualityForm,
  type StandardDealQualityForm,
} from '@marketplace/core/deals/domain/deal-quality';

const chars = (n: number): string => 'x'.repeat(n);

/** Every required field filled, earning no bonus: the score is the completion cap alone. */
const plainStandard: StandardDealQualityForm = {
  title: 'Tacos',
  description: 'Two tacos',
  category: 'Restaurant',
  price: 10,
  discountPercent: 10,
  startDate: '2025-03-05',
  endDate: '2025-04-04',
  maxRedemptionsPerUser: 1,
  imageUrl: '',
};

describe('standardDealQuality', () => {
  it('scores an empty form 0', () => {
    expect(standardDealQuality({})).toBe(0);
  });

  it('counts the share of the eight required fields, capped at 70', () => {
    expect(standardDealQuality(plainStandard)).toBe(70);
    expect(standardDealQuality({ title: 'Tacos' })).toBe(13); // 1/8 = 12.5%
    expect(standardDealQuality({ title: 'Tacos', description: 'Two tacos', category: 'Retail', price: 10, discountPercent: 10 })).toBe(63);
    expect(
      standardDealQuality({ title: 'Tacos', description: 'Two', category: 'Retail', price: '10', discountPercent: 10, startDate: new Date(0) }),
    ).toBe(70); // 6/8 = 75%, capped
  });

  it('does not count blanks, NaN or an invalid date as filled', () => {
    expect(standardDealQuality({ title: '   ', price: Number.NaN, startDate: new Date(Number.NaN), category: null })).toBe(0);
    expect(standardDealQuality({ price: 0 })).toBe(13);
  });

  it('counts a named free item as the offer, worth the bonuses of a 25% discount', () => {
    const freeItem = { ...plainStandard, discountPercent: '', offerType: 'freeItem' };
    expect(standardDealQuality({ ...freeItem, freeItem: 'Free coffee' })).toBe(standardDealQuality({ ...plainStandard, discountPercent: 25 }));
    expect(standardDealQuality({ ...freeItem, freeItem: 'x' })).toBe(standardDealQuality({ ...plainStandard, discountPercent: '' }));
    expect(nextStandardFormStep(2, 'freeItem')).toBe(3);
  });

  it('adds 10 for a title over 10 characters', () => {
    expect(standardDealQuality({ ...plainStandard, title: chars(10) })).toBe(70);
    expect(standardDealQuality({ ...plainStandard, title: chars(11) })).toBe(80);
    expect(standardDealQuality({ ...plainStandard, title: `  ${chars(10)}  ` })).toBe(70);
  });

  it('adds 10 / 5 / 5 for a description over 50 / 100 / 200 characters', () => {
    expect(standardDealQuality({ ...plainStandard, description: chars(50) })).toBe(70);
    expect(standardDealQuality({ ...plainStandard, description: chars(51) })).toBe(80);
    expect(standardDealQuality({ ...plainStandard, description: chars(100) })).toBe(80);
    expect(standardDealQuality({ ...plainStandard, description: chars(101) })).toBe(85);
    expect(standardDealQuality({ ...plainStandard, description: chars(200) })).toBe(85);
    expect(standardDealQuality({ ...plainStandard, description: chars(201) })).toBe(90);
  });

  it('adds 5 each for a discount of at least 15, 25 and 40', () => {
    expect(standardDealQuality({ ...plainStandard, discountPercent: 14 })).toBe(70);
    expect(standardDealQuality({ ...plainStandard, discountPercent: 15 })).toBe(75);
    expect(standardDealQuality({ ...plainStandard, discountPercent: 25 })).toBe(80);
    expect(standardDealQuality({ ...plainStandard, discountPercent: '40' })).toBe(85);
  });

  it('adds 15 for an image', () => {
    expect(standardDealQuality({ ...plainStandard, imageUrl: 'https://example.com/taco.jpg' })).toBe(85);
  });

  it('caps the total at 100', () => {
    const best = { ...plainStandard, title: chars(11), description: chars(201), discountPercent: 40, imageUrl: 'x.jpg' };
    expect(standardDealQuality(best)).toBe(100);
  });
});

/** Every required slider field filled, earning no bonus. */
const plainSlider: SliderDealQualityForm = {
  title: 'Tacos',
  description: 'Two tacos',
  category: 'Restaurant',
  basePrice: 15,
  minPrice: 5,
  maxPrice: 10,
  discountSteps: [10, 10, 10, 10, 10, 5],
  startDate: '2025-03-05',
  endDate: '2025-04-04',
  maxRedemptionsPerUser: 1,
  imageUrl: null,
};

describe('sliderDealQuality', () => {
  it('counts ten required fields, the image not among them', () => {
    expect(SLIDER_COMPLETION_FIELDS).toHaveLength(10);
    expect(SLIDER_COMPLETION_FIELDS).not.toContain('imageUrl');
  });

  it('caps completion at 65', () => {
    expect(sliderDealQuality(plainSlider)).toBe(65);
    expect(sliderDealQuality({ title: 'Tacos' })).toBe(10);
  });

  it('counts the steps as filled only with six numbers', () => {
    // 1/10 filled plus 15 for non-decreasing steps.
    expect(sliderDealQuality({ discountSteps: [10, 10, 10, 10, 10, 10] })).toBe(25);
    expect(sliderDealQuality({ discountSteps: ['10', '10', '10', '10', '10', '10'] })).toBe(25);
    expect(sliderDealQuality({ discountSteps: [10, 10, 10, 10, 10] })).toBe(15);
    expect(sliderDealQuality({ discountSteps: [10, '', 10, 10, 10, 10] })).toBe(0);
    expect(sliderDealQuality({ discountSteps: [] })).toBe(0);
  });

  it('adds 5 for a title over 10 characters', () => {
    expect(sliderDealQuality({ ...plainSlider, title: chars(10) })).toBe(65);
    expect(sliderDealQuality({ ...plainSlider, title: chars(11) })).toBe(70);
  });

  it('adds 5 each for a description over 50, 100 and 200 characters', () => {
    expect(sliderDealQuality({ ...plainSlider, description: chars(50) })).toBe(65);
    expect(sliderDealQuality({ ...plainSlider, description: chars(51) })).toBe(70);
    expect(sliderDealQuality({ ...plainSlider, description: chars(101) })).toBe(75);
    expect(sliderDealQuality({ ...plainSlider, description: chars(201) })).toBe(80);
  });

  it('adds 15 for an image', () => {
    expect(sliderDealQuality({ ...plainSlider, imageUrl: 'x.jpg' })).toBe(80);
  });

  it('adds 5 each for a price range of at least 10 and 20 dollars', () => {
    expect(sliderDealQuality({ ...plainSlider, minPrice: 5, maxPrice: 14 })).toBe(65);
    expect(sliderDealQuality({ ...plainSlider, minPrice: 5, maxPrice: 15 })).toBe(70);
    expect(sliderDealQuality({ ...plainSlider, minPrice: '5', maxPrice: '25' })).toBe(75);
  });

  it('adds 15 for non-decreasing steps', () => {
    expect(sliderDealQuality({ ...plainSlider, discountSteps: [10, 10, 10, 10, 10, 10] })).toBe(80);
  });

  it('adds 10 / 5 for a step spread of at least 10 / 20', () => {
    expect(sliderDealQuality({ ...plainSlider, discountSteps: [10, 11, 12, 13, 14, 19] })).toBe(80);
    expect(sliderDealQuality({ ...plainSlider, discountSteps: [10, 12, 14, 16, 18, 20] })).toBe(90);
    expect(sliderDealQuality({ ...plainSlider, discountSteps: [10, 15, 20, 25, 30, 30] })).toBe(95);
    // Falling steps still earn the spread bonuses.
    expect(sliderDealQuality({ ...plainSlider, discountSteps: [30, 25, 20, 15, 10, 5] })).toBe(80);
  });

  it('caps the total at 100', () => {
    const best = {
      ...plainSlider,
      title: chars(11),
      description: chars(201),
      imageUrl: 'x.jpg',
      maxPrice: 30,
      discountSteps: [10, 15, 20, 25, 30, 35],
    };
    expect(sliderDealQuality(best)).toBe(100);
  });
});

const goodWizard: CashToDiscountQualityForm = {
  title: 'Coffee',
  description: chars(21),
  imageUrl: 'x.jpg',
  minPrice: 5,
  maxPrice: 30,
  discountSteps: [10, 15, 20, 25, 30, 35],
};

describe('cashToDiscountQuality', () => {
  it('scores 100 with every bonus', () => {
    expect(cashToDiscountQuality(goodWizard)).toBe(100);
  });

  it('adds 15 for a title longer than 5 characters', () => {
    expect(cashToDiscountQuality({ ...goodWizard, title: chars(5) })).toBe(85);
  });

  it('adds 15 for a description longer than 20 characters', () => {
    expect(cashToDiscountQuality({ ...goodWizard, description: chars(20) })).toBe(85);
  });

  it('adds 20 for an image', () => {
    expect(cashToDiscountQuality({ ...goodWizard, imageUrl: undefined })).toBe(80);
  });

  it('adds 25 for non-decreasing discounts', () => {
    expect(cashToDiscountQuality({ ...goodWizard, discountSteps: [10, 15, 20, 25, 30, 25] })).toBe(75);
    expect(cashToDiscountQuality({ ...goodWizard, discountSteps: null })).toBe(75);
  });

  it('adds 25 for a price range of at least 10 dollars, else 10', () => {
    expect(cashToDiscountQuality({ ...goodWizard, minPrice: 5, maxPrice: 15 })).toBe(100);
    expect(cashToDiscountQuality({ ...goodWizard, minPrice: 5, maxPrice: 10 })).toBe(85);
    expect(cashToDiscountQuality({})).toBe(10);
  });
});

describe('quality indicator', () => {
  it('changes colour above 50 and above 80', () => {
    expect(qualityColour(0)).toBe('low');
    expect(qualityColour(50)).toBe('low');
    expect(qualityColour(51)).toBe('medium');
    expect(qualityColour(80)).toBe('medium');
    expect(qualityColour(81)).toBe('high');
    expect(qualityColour(100)).toBe('high');
  });

  it('has a progress maximum of 100 and tips every 8 seconds shown for 5', () => {
    expect(PROGRESS_MAX).toBe(100);
    expect(TIP_ROTATION_MS).toBe(8000);
    expect(TIP_VISIBLE_MS).toBe(5000);
  });
});

describe('progressBadges', () => {
  const thresholds = (score: number, slider: boolean): number[] =>
    progressBadges(score, { slider }).map((b) => b.threshold);

  it('reaches the thresholds 10, 50, 70 and 95', () => {
    expect(thresholds(9, false)).toEqual([]);
    expect(thresholds(10, false)).toEqual([10]);
    expect(thresholds(50, false)).toEqual([10, 50]);
    expect(thresholds(70, false)).toEqual([10, 50, 70]);
    expect(thresholds(94, false)).toEqual([10, 50, 70]);
    expect(thresholds(95, false)).toEqual([10, 50, 70, 95]);
  });

  it('adds the 85 badge on the slider form only', () => {
    expect(thresholds(84, true)).toEqual([10, 50, 70]);
    expect(thresholds(85, true)).toEqual([10, 50, 70, 85]);
    expect(thresholds(100, true)).toEqual([10, 50, 70, 85, 95]);
    expect(thresholds(100, false)).toEqual([10, 50, 70, 95]);
  });

  it('labels each badge', () => {
    for (const badge of progressBadges(100, { slider: true })) expect(badge.label).not.toBe('');
  });
});

describe('nextStandardFormStep', () => {
  it('goes to 2 for title, description or category', () => {
    expect(nextStandardFormStep(1, 'title')).toBe(2);
    expect(nextStandardFormStep(1, 'description')).toBe(2);
    expect(nextStandardFormStep(1, 'category')).toBe(2);
  });

  it('goes to 3 for price or discount', () => {
    expect(nextStandardFormStep(1, 'price')).toBe(3);
    expect(nextStandardFormStep(2, 'discountPercent')).toBe(3);
  });

  it('goes to 4 for dates or max redemptions', () => {
    expect(nextStandardFormStep(1, 'startDate')).toBe(4);
    expect(nextStandardFormStep(2, 'endDate')).toBe(4);
    expect(nextStandardFormStep(3, 'maxRedemptionsPerUser')).toBe(4);
  });

  it('never goes down', () => {
    expect(nextStandardFormStep(4, 'title')).toBe(4);
    expect(nextStandardFormStep(3, 'category')).toBe(3);
    expect(nextStandardFormStep(2, 'imageUrl')).toBe(2);
    expect(nextStandardFormStep(3, 'constructor')).toBe(3);
  });
});

describe('cashToDiscountProgressPercent', () => {
  it('is the rounded share of the six key fields filled', () => {
    expect(cashToDiscountProgressPercent({})).toBe(0);
    expect(cashToDiscountProgressPercent({ title: 'Coffee' })).toBe(17);
    expect(cashToDiscountProgressPercent({ title: 'Coffee', description: 'Good coffee', category: '' })).toBe(33);
    expect(cashToDiscountProgressPercent({ title: 'Coffee', description: 'Good coffee', category: 'Other' })).toBe(50);
    expect(
      cashToDiscountProgressPercent({
        title: 'Coffee',
        description: 'Good coffee',
        category: 'Other',
        startDate: new Date('2025-03-05'),
        endDate: '2025-04-04',
        maxRedemptionsPerUser: 1,
      }),
    ).toBe(100);
  });
});
