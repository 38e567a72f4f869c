// Under the discounted price of a saved product: warns when the price-label rules would not count it as a
// discount (the lowest price of the 30 days before is not above it), before staff save it.
import { formatLira, tr } from '@menu/shared';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { notADiscount } from '../lib/discount-check';
import { priceHistoryQuery } from './price-history';

/** Form text ('85,50', '') as a number of lira, null when not one. */
const lira = (text: unknown): number | null => {
  const n = Number(
    String(text ?? '')
      .trim()
      .replace(',', '.'),
  );
  return String(text ?? '').trim() !== '' && Number.isFinite(n) ? n : null;
};

export function DiscountWarning({
  productId,
  price,
  discountedPrice,
}: {
  productId: number;
  price: unknown;
  discountedPrice: unknown;
}) {
  const history = useQuery(priceHistoryQuery(productId));
  const reference = history.data ? notADiscount(history.data, lira(price), lira(discountedPrice)) : null;
  if (reference == null) return null;
  return (
    <Typography.Text type="warning" role="status" style={{ display: 'block' }}>
      {tr.catalog.products.notADiscount(formatLira(reference))}
    </Typography.Text>
  );
}
