// Save, status toggle and delete of one record with the confirmation of docs/screens.md and Turkish feedback, for every
// list screen: a success message; on failure a notification (title and detail, top right) or a one-line
// message, as docs/screens.md (Error messages) asks of each screen; and for a delete the dangerous-action confirmation
// first. A failed save rejects, so the form stays open with what was typed and can show the field errors.
import { tr } from '@menu/shared';
import { App } from 'antd';

/** The part of a React Query mutation the actions read. */
export interface ActionMutation<Input, Output = unknown> {
  mutateAsync: (input: Input) => Promise<Output>;
  isPending: boolean;
  variables?: unknown;
}

type Text<A extends unknown[]> = string | ((...args: A) => string);
const say = <A extends unknown[]>(text: Text<A>, ...args: A) => (typeof text === 'function' ? text(...args) : text);

export interface RecordActionTexts<T, Toggle> {
  created: string;
  updated: string;
  removed: string;
  /** After a toggle, from what was toggled and what the call answered. */
  toggled?: (input: Toggle, answer: unknown) => string;
  deleteTitle: Text<[T]>;
  deleteConfirm: Text<[T]>;
}

/** The question asked before a toggle that takes something off diners' screens: what they will see instead. */
export interface ToggleConfirm {
  title: string;
  content: string;
  okText: string;
}

export type RecordAction = 'save' | 'toggle' | 'delete';
export interface Failure {
  title: string;
  description?: string;
}

export interface RecordActionsOptions<T extends { id: number }, V, Toggle> {
  /** Creates (editing null or false) or updates the record. */
  save?: (values: V, editing: T | boolean | null) => Promise<unknown>;
  saving?: boolean;
  toggle?: ActionMutation<Toggle, unknown>;
  remove?: ActionMutation<number, unknown>;
  texts: RecordActionTexts<T, Toggle>;
  /** A toggle this answers for asks first (null or left out: toggles at once). */
  confirmToggle?: (input: Toggle) => ToggleConfirm | null;
  /** What to tell about a failure, from @menu/shared's error table; undefined for a save: only reject (a form banner shows it). */
  failure: (action: RecordAction, error: unknown, editing: boolean) => Failure | undefined;
  /**
   * 'notification' (title and detail, top right; default) or 'message' (a one-line toast of the title). A failure
   * that carries a description (the server's reason) is always a notification, so the reason is never dropped.
   */
  feedback?: 'notification' | 'message';
}

export function useRecordActions<T extends { id: number }, V = unknown, Toggle = T>(
  options: RecordActionsOptions<T, V, Toggle>,
) {
  const { save, saving = false, toggle, remove, texts, confirmToggle, failure, feedback = 'notification' } = options;
  const { message, modal, notification } = App.useApp();

  function fail(action: RecordAction, error: unknown, editing = false) {
    const shown = failure(action, error, editing);
    if (!shown) return;
    if (feedback === 'message' && !shown.description) message.error(shown.title);
    else notification.error({ title: shown.title, description: shown.description, placement: 'topRight', duration: 8 });
  }

  return {
    /** Rejects on failure so the form stays open with what was typed. */
    async save(values: V, editing: T | boolean | null): Promise<void> {
      try {
        await save!(values, editing);
      } catch (error) {
        fail('save', error, !!editing);
        throw error;
      }
      message.success(editing ? texts.updated : texts.created);
    },
    saving,
    /** Toggles at once, or after the confirmation `confirmToggle` gives (resolves when done or cancelled). */
    async toggle(input: Toggle): Promise<void> {
      const run = async () => {
        try {
          const answer = await toggle!.mutateAsync(input);
          if (texts.toggled) message.success(texts.toggled(input, answer));
        } catch (error) {
          fail('toggle', error, true);
        }
      };
      const ask = confirmToggle?.(input);
      if (!ask) return run();
      return new Promise<void>((resolve) => {
        modal.confirm({
          title: ask.title,
          content: ask.content,
          okText: ask.okText,
          okButtonProps: { danger: true },
          cancelText: tr.common.cancel,
          onOk: () => run().finally(resolve),
          onCancel: () => resolve(),
        });
      });
    },
    /** What is being toggled, while it is. */
    toggling: toggle?.isPending ? (toggle.variables as Toggle | undefined) : undefined,
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
            fail('delete', error, true);
          }
        },
      });
    },
    deletingId: remove?.isPending ? ((remove.variables as number | undefined) ?? null) : null,
  };
}

/** Options of a record whose request body carries its own id (null or absent: a new record). */
export interface BodyRecordActionsOptions<
  T extends { id: number },
  V extends { id?: number | null },
  Toggle,
> extends Omit<RecordActionsOptions<T, V, Toggle>, 'save' | 'saving'> {
  /** The save mutation: creates without an id in the body, updates with one. */
  saveMutation: ActionMutation<V, unknown>;
}

/**
 * `useRecordActions` for screens whose save mutation takes the whole body: saving is the mutation's pending state,
 * `save(body)` updates when the body names an id, and `togglingId` is the record being toggled (or null).
 */
export function useBodyRecordActions<T extends { id: number }, V extends { id?: number | null }, Toggle = T>(
  options: BodyRecordActionsOptions<T, V, Toggle>,
) {
  const { saveMutation, ...rest } = options;
  const actions = useRecordActions<T, V, Toggle>({
    ...rest,
    save: (body) => saveMutation.mutateAsync(body),
    saving: saveMutation.isPending,
  });
  const toggling = actions.toggling as { id?: number } | null | undefined;
  return { ...actions, save: (body: V) => actions.save(body, !!body.id), togglingId: toggling?.id ?? null };
}
