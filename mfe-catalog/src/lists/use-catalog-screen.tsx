// The state a catalogue list screen (add-ons, variants) keeps beside its own filters: the records loaded (none
// after a load failure: never a stale list under an error), the grid/list switch (grid first), the form
// drawer's record, and the 'new' button that opens the drawer empty.
import { PlusOutlined } from '@ant-design/icons';
import { useRecordEditor, type ViewMode } from '@menu/shared/ui';
import { Button } from 'antd';
import { useState } from 'react';

/** The screen's list query, as its state and its list view read it. */
export interface CatalogListQuery<T> {
  isError: boolean;
  error: unknown;
  data?: T[];
  isFetching: boolean;
  refetch: () => unknown;
}

export function useCatalogScreen<T extends { id: number }>(query: CatalogListQuery<T>, newLabel: string) {
  const list = query.isError ? [] : (query.data ?? []);
  const [view, setView] = useState<ViewMode>('grid');
  const editor = useRecordEditor<T>();
  const newButton = (
    <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => editor.edit(null)}>
      {newLabel}
    </Button>
  );
  return { query, list, view, setView, editor, newButton };
}

export type CatalogScreen<T extends { id: number }> = ReturnType<typeof useCatalogScreen<T>>;
