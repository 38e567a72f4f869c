// The form drawer of a list screen: whether it is open and which record it edits (null: a new one). A save
// closes it only when it succeeds, so a refused save leaves the form open with what was typed.
import { useCallback, useState } from 'react';

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
