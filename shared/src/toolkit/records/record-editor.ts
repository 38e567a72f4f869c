// The form drawer of a list screen: whether it is open and which record it edits (null: a new one). A save
// closes it only when it succeeds, so a refused save leaves the form open with what was typed.
import { useCallback, useState } from 'react';
import { useRestaurantFilter, type RestaurantFiltered } from '../data/restaurant-choices';
import type { Restaurant } from '../../schemas/entities';

export function useRecordEditor<T>() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  /** A new value per opening: as the form's React key, a form that keeps its state in its fields starts afresh. */
  const [key, setKey] = useState(0);
  const edit = useCallback((record: T | null) => {
    setEditing(record);
    setKey((k) => k + 1);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const saveAndClose = useCallback(async (save: Promise<unknown>) => {
    await save;
    setOpen(false);
  }, []);
  return { open, editing, key, edit, close, saveAndClose };
}

export type RecordEditor<T> = ReturnType<typeof useRecordEditor<T>>;

/** What the form of a restaurant's record takes from its screen, besides the record. */
export interface RestaurantRecordFormProps<V> {
  open: boolean;
  restaurants: Restaurant[];
  /** The restaurant a new record starts with (null: none chosen). */
  defaultRestaurantId: number | null;
  saving: boolean;
  onClose: () => void;
  /** Resolves when saved; rejects to keep the form open with what was typed. */
  onSubmit: (values: V) => Promise<void>;
}

/**
 * The form's wiring on a screen filtered by restaurant: the editor opens and closes it, a new record starts with
 * the restaurant filtered on (or the user's only one), the screen's record actions save it.
 */
export function restaurantRecordForm<T, V>(
  editor: RecordEditor<T>,
  list: Pick<RestaurantFiltered<never>, 'restaurants' | 'newRecordRestaurant'>,
  actions: { saving: boolean; save: (values: V, editing: T | null) => Promise<unknown> },
): RestaurantRecordFormProps<V> {
  return {
    open: editor.open,
    restaurants: list.restaurants,
    defaultRestaurantId: editor.editing ? null : list.newRecordRestaurant,
    saving: actions.saving,
    onClose: editor.close,
    onSubmit: (values) => editor.saveAndClose(actions.save(values, editor.editing)),
  };
}

/** A record card's edit and delete: the editor opens the record, the actions ask before deleting it (busy meanwhile). */
export function cardEditDelete<T extends { id: number }>(
  record: T,
  editor: Pick<RecordEditor<T>, 'edit'>,
  actions: { deletingId: number | null; confirmDelete: (record: T) => void },
) {
  return { deleting: actions.deletingId === record.id, onEdit: editor.edit, onDelete: actions.confirmDelete };
}

/**
 * A card screen of restaurants' records: the "which restaurant" filter over the records loaded, the form's
 * editor and its wiring (`form`), and each card's edit and delete (`card(record)`).
 */
export function useRestaurantRecords<T extends { id: number; restaurantId: number }, V>(
  records: T[] | undefined,
  actions: Parameters<typeof restaurantRecordForm<T, V>>[2] & Parameters<typeof cardEditDelete<T>>[2],
) {
  const list = useRestaurantFilter(records);
  const editor = useRecordEditor<T>();
  return {
    ...list,
    editor,
    form: restaurantRecordForm(editor, list, actions),
    card: (record: T) => cardEditDelete(record, editor, actions),
  };
}
