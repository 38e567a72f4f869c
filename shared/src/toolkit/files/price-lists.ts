// The printed price lists from any screen: the restaurant card, the compliance panel, the QR screen's table
// cards and the product form's reminder read one status query and download through one call, which refreshes
// that status (a download is a print the API records).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../client/api-client';
import { ComplianceSchema, PriceListStatusSchema, type PriceListLayout } from '../../contract';
import { fetchDownload, saveBlob } from './download';
import { createQueryKeys } from '../data/query-keys';

export const priceListKeys = createQueryKeys('price-lists');
export const complianceKeys = createQueryKeys('compliance');

export function printStatusQueryOptions(restaurantId: number | null | undefined) {
  return queryOptions({
    queryKey: priceListKeys.detail(restaurantId ?? 0),
    queryFn: () => apiClient.get(`/restaurants/${restaurantId}/price-list/status`, PriceListStatusSchema),
    enabled: restaurantId != null && restaurantId > 0,
  });
}
export const usePrintStatus = (restaurantId: number | null | undefined) =>
  useQuery(printStatusQueryOptions(restaurantId));

export function complianceQueryOptions(restaurantId: number | null | undefined) {
  return queryOptions({
    queryKey: complianceKeys.detail(restaurantId ?? 0),
    queryFn: () => apiClient.get(`/restaurants/${restaurantId}/compliance`, ComplianceSchema),
    enabled: restaurantId != null && restaurantId > 0,
  });
}

/** A print was made: the status and the compliance answer of every restaurant are read again. */
function printed(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: priceListKeys.all }),
    queryClient.invalidateQueries({ queryKey: complianceKeys.all }),
  ]);
}

/** Downloads a layout of a restaurant's price list (and the API records it as printed). */
export async function downloadPriceList(
  queryClient: QueryClient,
  restaurantId: number,
  layout: PriceListLayout,
): Promise<void> {
  const { blob, fileName } = await fetchDownload(
    `/restaurants/${restaurantId}/price-list.pdf`,
    `fiyat-listesi-${restaurantId}.pdf`,
    { layout },
  );
  saveBlob(blob, fileName);
  await printed(queryClient);
}

/** Downloads a table's card: its QR code and number, then the table layout of the price list. */
export async function downloadTableCard(queryClient: QueryClient, qrCodeId: number): Promise<void> {
  const { blob, fileName } = await fetchDownload(
    `/menuqrcodes/${qrCodeId}/table-card.pdf`,
    `masa-karti-${qrCodeId}.pdf`,
  );
  saveBlob(blob, fileName);
  await printed(queryClient);
}
