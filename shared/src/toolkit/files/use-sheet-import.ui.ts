// The state of a spreadsheet import dialog: the restaurant, the step (checking, preview, applying, done), the
// last error and the download under way, with the three actions (download a table, check a file, apply it).
import { App } from 'antd';
import { useState } from 'react';
import { errorDetail, fetchDownload, saveBlob, useRestaurantChoices } from '@menu/shared';

/** What a checked (or applied) file comes back as: counts, and the rows refused with the reason. */
export interface SheetPreview {
  create: number;
  update: number;
  unchanged: number;
  errors: Array<{ row: number; message: string }>;
}

export interface SheetImportTexts {
  title: string;
  restaurant: string;
  exportTitle: string;
  exportHint: string;
  importTitle: string;
  choose: string;
  checking: string;
  previewTitle: string;
  create: string;
  update: string;
  unchanged: string;
  errorsTitle: (n: number) => string;
  row: string;
  message: string;
  nothing: string;
  confirm: string;
  applying: string;
  done: (created: number, updated: number) => string;
  failed: string;
  downloadFailed: string;
  again: string;
}

export interface SheetDownload {
  label: string;
  /** The API path of the file for a restaurant, and the name to save it under when the answer gives none. */
  path: (restaurantId: number) => string;
  fileName: (restaurantId: number) => string;
}

export interface SheetImportDialogProps {
  texts: SheetImportTexts;
  downloads: SheetDownload[];
  /** The file input's `accept`. */
  accept: string;
  /** Sends the file: a preview with `dryRun`, else all of it or nothing. */
  send: (restaurantId: number, file: File, dryRun: boolean) => Promise<SheetPreview>;
  /** After a successful import (refresh the lists it changed). */
  onApplied: () => Promise<unknown>;
  initialRestaurantId?: number | null;
  onClose: () => void;
}

export type SheetStep =
  | { kind: 'idle' }
  | { kind: 'checking'; file: File }
  | { kind: 'preview'; file: File; preview: SheetPreview }
  | { kind: 'applying'; file: File; preview: SheetPreview }
  | { kind: 'done'; preview: SheetPreview };

export function useSheetImport({
  texts: text,
  send,
  onApplied,
  initialRestaurantId,
}: Pick<SheetImportDialogProps, 'texts' | 'send' | 'onApplied' | 'initialRestaurantId'>) {
  const { message } = App.useApp();
  const restaurants = useRestaurantChoices();
  const [restaurantId, setRestaurantId] = useState<number | null>(
    initialRestaurantId ?? restaurants.single ?? restaurants.options[0]?.value ?? null,
  );
  const [step, setStep] = useState<SheetStep>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (d: SheetDownload) => {
    if (!restaurantId) return;
    setDownloading(d.label);
    try {
      const { blob, fileName } = await fetchDownload(d.path(restaurantId), d.fileName(restaurantId));
      saveBlob(blob, fileName);
    } catch (e) {
      void message.error(`${text.downloadFailed}: ${errorDetail(e)}`);
    } finally {
      setDownloading(null);
    }
  };

  const check = async (file: File) => {
    if (!restaurantId) return;
    setError(null);
    setStep({ kind: 'checking', file });
    try {
      setStep({ kind: 'preview', file, preview: await send(restaurantId, file, true) });
    } catch (e) {
      setError(errorDetail(e));
      setStep({ kind: 'idle' });
    }
  };

  const apply = async () => {
    if (step.kind !== 'preview' || !restaurantId) return;
    setStep({ kind: 'applying', file: step.file, preview: step.preview });
    try {
      const result = await send(restaurantId, step.file, false);
      if (result.errors.length) {
        // The data changed since the preview: show the new findings, nothing was written.
        setStep({ kind: 'preview', file: step.file, preview: result });
        return;
      }
      setStep({ kind: 'done', preview: result });
      await onApplied();
    } catch (e) {
      setError(`${text.failed}: ${errorDetail(e)}`);
      setStep({ kind: 'preview', file: step.file, preview: step.preview });
    }
  };

  const chooseRestaurant = (id: number | null) => {
    setRestaurantId(id);
    setStep({ kind: 'idle' });
  };

  const preview = step.kind === 'preview' || step.kind === 'applying' || step.kind === 'done' ? step.preview : null;
  return {
    restaurants,
    restaurantId,
    chooseRestaurant,
    step,
    preview,
    changes: preview ? preview.create + preview.update : 0,
    busy: step.kind === 'checking' || step.kind === 'applying',
    error,
    downloading,
    download,
    check,
    apply,
  };
}
