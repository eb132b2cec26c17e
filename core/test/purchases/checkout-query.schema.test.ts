import { describe, expect, it } from 'vitest';
import { checkoutQuerySchema, parseCheckoutQuery } from '@marketplace/core/purchases/schemas/checkout-query.schema';

describe('checkout query', () => {
  it('reads price, discount and redemptions from the address', () => {
    expect(parseCheckoutQuery(new URLSearchParams('price=12.5&discount=20&redemptions=2'))).toEqual({
      price: 12.5,
      discount: 20,
      redemptions: 2,
    });
  });

  it('reads a plain record too', () => {
    expect(parseCheckoutQuery({ price: '10', discount: undefined })).toEqual({ price: 10 });
  });

  it('is empty without parameters', () => {
    expect(parseCheckoutQuery(new URLSearchParams(''))).toEqual({});
  });

  it('drops values that do not parse or make no sense instead of failing', () => {
    expect(parseCheckoutQuery(new URLSearchParams('price=abc&discount=12.5&redemptions=x'))).toEqual({});
    expect(parseCheckoutQuery(new URLSearchParams('price=0&discount=0&redemptions=0'))).toEqual({});
    expect(parseCheckoutQuery(new URLSearchParams('price=-5&discount=101&redemptions=1001'))).toEqual({});
    expect(parseCheckoutQuery(new URLSearchParams('price=1e3&discount=&redemptions=2'))).toEqual({ redemptions: 2 });
    expect(parseCheckoutQuery({ price: '10001', discount: '15' })).toEqual({ discount: 15 });
  });

  it('never fails, whatever it is given', () => {
    expect(checkoutQuerySchema.parse(null)).toEqual({});
    expect(checkoutQuerySchema.parse({ price: ['1', '2'], discount: 5 })).toEqual({});
  });
});
