// Save, status toggle and delete of one record with the SPEC's confirmation and Turkish feedback, for every
// list screen: a success message, a failure notification (title from the screen, detail from its error
// wording), and for a delete the dangerous-action confirmation first. A failed save rejects, so the form
// stays open with what was typed (and can show the server's field errors).
import { tr, type ErrorAction } from '@menu/shared';
import { App } from 'antd';

/** The part of a React Query mutation the actions read. */
export interface ActionMutation<Input, Output = unknown> {
  mutateAsync: (input: Input) => Promise<Output>;
  isPending: boolean;
  variables?: Input;
}

type Text<A extends unknown[]> = string | ((...args: A) => string);
const say = <A extends unknown[]>(text: Text<A>, ...args: A) => (typeof text === 'function' ? text(...args) : text);

export interface RecordActionTexts<T> {
  created: string;
  updated: string;
  removed: string;
  /** After a toggle, from the record as it was and what the call answered. */
  toggled?: (record: T, answer: unknown) => string;
  deleteTitle: Text<[T]>;
  deleteConfirm: Text<[T]>;
  /** Titles of the failure notifications. Without `saveFailed` a failed save only rejects (a form banner shows it). */
  saveFailed?: Text<[boolean]>;
  toggleFailed?: string;
  deleteFailed: string;
}

export interface RecordActionsOptions<T extends { id: number }, V> {
  /** Creates (editing null) or updates the record. */
  save?: (values: V, editing: T | null) => Promise<unknown>;
  saving?: boolean;
  toggle?: ActionMutation<T, unknown>;
  remove?: ActionMutation<number, unknown>;
  texts: RecordActionTexts<T>;
  /** The screen's wording of a failure (from @menu/shared's error table); undefined: the title alone. */
  describe: (error: unknown, action: ErrorAction) => string | undefined;
}

export function useRecordActions<T extends { id: number }, V>({ save, saving = false, toggle, remove, texts, describe }: RecordActionsOptions<T, V>) {
  const { message, modal, notification } = App.useApp();

  function fail(title: string, error: unknown, action: ErrorAction) {
    notification.error({ title, description: describe(error, action), placement: 'topRight', duration: 8 });
  }

  return {
    /** Rejects on failure so the form stays open with what was typed. */
    async save(values: V, editing: T | null): Promise<void> {
      try {
        await save!(values, editing);
      } catch (error) {
        if (texts.saveFailed) fail(say(texts.saveFailed, editing !== null), error, 'save');
        throw error;
      }
      message.success(editing ? texts.updated : texts.created);
    },
    saving,
    async toggle(record: T): Promise<void> {
      try {
        const answer = await toggle!.mutateAsync(record);
        if (texts.toggled) message.success(texts.toggled(record, answer));
      } catch (error) {
        fail(texts.toggleFailed ?? tr.common.operationFailed, error, 'toggle');
      }
    },
    togglingId: toggle?.isPending ? (toggle.variables?.id ?? null) : null,
    /** The dangerous-action confirmation, then the delete. */
    confirmDelete(record: T): void {
      modal.confirm({
        title: say(texts.deleteTitle, record),
        content: say(texts.deleteConfirm, record),
        okText: tr.common.delete,
        okButtonProps: { danger: true },
        cancelText: tr.common.cancel,
        onOk: async () => {
          try {
            await remove!.mutateAsync(record.id);
            message.success(texts.removed);
          } catch (error) {
            fail(texts.deleteFailed, error, 'delete');
          }
        },
      });
    },
    deletingId: remove?.isPending ? (remove.variables ?? null) : null,
  };
}
