import { variantPrice } from '../variant-price';

it('previews a variant price with two decimals', () => {
  expect(variantPrice(100, -12.345)).toBe(87.66);
  expect(variantPrice(19.9, 0.1)).toBe(20);
});
