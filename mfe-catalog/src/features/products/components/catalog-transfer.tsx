// The whole catalog out and back in: download it as CSV or Excel, edit it, upload it; the server
// checks every row and answers a preview (new, to update, unchanged, the rows with errors); nothing changes
// until the user confirms, and then all of it or nothing (the toolkit's SheetImportDialog). A dialog opened
// from the products screen.
import { SwapOutlined } from '@ant-design/icons';
import { apiClient, CatalogImportPreviewSchema, tr, type CatalogImportPreview as ImportPreview } from '@menu/shared';
import { catalogKeys, SheetImportDialog } from '@menu/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';

const text = tr.catalog.products.transfer;

export function importCatalog(restaurantId: number, file: File, dryRun: boolean): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.upload(
    `/restaurants/${restaurantId}/catalog/import${dryRun ? '?dryRun=true' : ''}`,
    form,
    CatalogImportPreviewSchema,
  );
}

export function CatalogTransferButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="large" icon={<SwapOutlined />} onClick={() => setOpen(true)}>
        {text.open}
      </Button>
      {open ? <CatalogTransferDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function CatalogTransferDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <SheetImportDialog
      texts={text}
      downloads={(['csv', 'xlsx'] as const).map((kind) => ({
        label: kind === 'csv' ? text.exportCsv : text.exportXlsx,
        path: (id: number) => `/restaurants/${id}/catalog.${kind}`,
        fileName: (id: number) => `katalog-${id}.${kind}`,
      }))}
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      send={importCatalog}
      onApplied={() =>
        Promise.all(Object.values(catalogKeys).map((keys) => queryClient.invalidateQueries({ queryKey: keys.all })))
      }
      onClose={onClose}
    />
  );
}
