// The translation sheet: every translatable field of a restaurant as an Excel table (the Turkish text beside a
// column per language) for a translator, and the translated file back through the toolkit's import steps
// (a preview of new, changed and unchanged translations and the rows refused; then all of it or nothing).
import { FileExcelOutlined } from '@ant-design/icons';
import { tr } from '@menu/shared';
import { SheetImportDialog } from '@menu/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { importTranslationSheet, invalidateTranslations } from '../api/translations-api';

const text = tr.schedule.translations.sheet;
const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function TranslationSheetButton({ restaurantId }: { restaurantId: number | null }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button size="large" icon={<FileExcelOutlined />} onClick={() => setOpen(true)}>
        {text.open}
      </Button>
      {open ? (
        <SheetImportDialog
          texts={text}
          downloads={[
            {
              label: text.download,
              path: (id) => `/restaurants/${id}/translations.xlsx`,
              fileName: (id) => `ceviriler-${id}.xlsx`,
            },
          ]}
          accept={XLSX}
          send={importTranslationSheet}
          onApplied={() => invalidateTranslations(queryClient)}
          initialRestaurantId={restaurantId}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
