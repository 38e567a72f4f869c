// Which sheet is open over the menu: a dish, the cart, or the summary the diner shows the waiter.
import { useState } from 'react';

export function useSheets() {
  const [productId, setProductId] = useState<number | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  return {
    productId,
    cartOpen,
    summaryOpen,
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
  };
}
export type Sheets = ReturnType<typeof useSheets>;
