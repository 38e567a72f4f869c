// Printing a restaurant's price list from a button (the restaurant card, the compliance panel): the download
// (which the API records as a print), the layout on its way for the button's spinner, and why it failed.
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { downloadPriceList, errorDetail, tr, type PriceListLayout } from '@menu/shared';

export function usePriceListPrint(restaurantId: number) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<PriceListLayout | null>(null);
  const print = async (layout: PriceListLayout) => {
    setBusy(layout);
    try {
      await downloadPriceList(queryClient, restaurantId, layout);
    } catch (error) {
      void message.error(`${tr.priceList.downloadFailed}: ${errorDetail(error)}`);
    } finally {
      setBusy(null);
    }
  };
  return { busy, print };
}
