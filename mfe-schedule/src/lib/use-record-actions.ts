// Save and delete of one schedule record (hours, special day, translation) with the confirmation and the
// Turkish feedback every schedule screen uses; each feature names its mutations and its strings.
import { tr } from '@menu/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { App } from 'antd';
import { deleteErrorDetail } from './errors';

export interface RecordActionTexts<T> {
  created: string;
  updated: string;
  removed: string;
  deleteConfirm: string;
  /** The confirmation's title for this record. */
  deleteTitle: (record: T) => string;
}

export function useRecordActions<T extends { id: number }, V>(
  saveMutation: UseMutationResult<unknown, Error, { id: number | null; values: V }>,
  deleteMutation: UseMutationResult<unknown, Error, number>,
  texts: RecordActionTexts<T>,
) {
  const { message, modal, notification } = App.useApp();

  /** Rejects on failure so the form stays open and shows the error in its banner. */
  async function save(values: V, editing: T | null): Promise<void> {
    await saveMutation.mutateAsync({ id: editing?.id ?? null, values });
    message.success(editing ? texts.updated : texts.created);
  }

  function confirmDelete(record: T): void {
    modal.confirm({
      title: texts.deleteTitle(record),
      content: texts.deleteConfirm,
      okText: tr.common.delete,
      okButtonProps: { danger: true },
      cancelText: tr.common.cancel,
      onOk: async () => {
        try {
          await deleteMutation.mutateAsync(record.id);
          message.success(texts.removed);
        } catch (error) {
          notification.error({ title: tr.schedule.deleteFailed, description: deleteErrorDetail(error), placement: 'topRight', duration: 8 });
        }
      },
    });
  }

  return {
    save,
    saving: saveMutation.isPending,
    confirmDelete,
    deletingId: deleteMutation.isPending ? (deleteMutation.variables ?? null) : null,
  };
}
