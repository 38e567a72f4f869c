// Which sheet is open over the menu: a dish, the cart, the summary the diner shows the waiter, or the review of
// an order sent to the staff.
import { useState } from 'react';

export function useSheets() {
  const [productId, setProductId] = useState<number | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  return {
    productId,
    cartOpen,
    summaryOpen,
    reviewOpen,
    openProduct: setProductId,
    closeProduct: () => setProductId(null),
    openCart: () => setCartOpen(true),
    closeCart: () => setCartOpen(false),
    /** The cart's order button: the cart gives way to the summary. */
    showSummary: () => {
      setCartOpen(false);
      setSummaryOpen(true);
    },
    closeSummary: () => setSummaryOpen(false),
    /** The cart's order button where the restaurant takes orders: the cart gives way to the review. */
    showReview: () => {
      setCartOpen(false);
      setReviewOpen(true);
    },
    /** Back from the review to the cart. */
    backToCart: () => {
      setReviewOpen(false);
      setCartOpen(true);
    },
    closeReview: () => setReviewOpen(false),
  };
}
export type Sheets = ReturnType<typeof useSheets>;
