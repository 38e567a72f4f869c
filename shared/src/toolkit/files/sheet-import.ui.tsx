// A table out and back in, the steps every spreadsheet import of the portal takes (the catalog, the
// translation sheet): download the current table, upload the edited file; the server checks every row and
// answers a preview (new, changed, unchanged, the rows with errors); nothing changes until the user
// confirms, and then all of it or nothing.
import { CloudUploadOutlined, DownloadOutlined } from '@ant-design/icons';
import { errorDetail, fetchDownload, saveBlob, tr, useRestaurantChoices } from '@menu/shared';
import { Alert, App, Button, Divider, Flex, Modal, Progress, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { RestaurantSelect } from '../../ui/components/restaurant-select';

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

type Step =
  | { kind: 'idle' }
  | { kind: 'checking'; file: File }
  | { kind: 'preview'; file: File; preview: SheetPreview }
  | { kind: 'applying'; file: File; preview: SheetPreview }
  | { kind: 'done'; preview: SheetPreview };

/** A count of the preview: its label above, the number large. */
function Count({ title, value }: { title: string; value: number }) {
  return (
    <Flex vertical>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <Typography.Text strong style={{ fontSize: 24 }}>
        {value.toLocaleString('tr-TR')}
      </Typography.Text>
    </Flex>
  );
}

export function SheetImportDialog({
  texts: text,
  downloads,
  accept,
  send,
  onApplied,
  initialRestaurantId,
  onClose,
}: SheetImportDialogProps) {
  const { message } = App.useApp();
  const restaurants = useRestaurantChoices();
  const [restaurantId, setRestaurantId] = useState<number | null>(
    initialRestaurantId ?? restaurants.single ?? restaurants.options[0]?.value ?? null,
  );
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = step.kind === 'checking' || step.kind === 'applying';

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

  const preview = step.kind === 'preview' || step.kind === 'applying' || step.kind === 'done' ? step.preview : null;
  const changes = preview ? preview.create + preview.update : 0;
  const footer = (
    <Flex justify="flex-end" gap={8} wrap>
      <Button onClick={onClose} disabled={busy}>
        {step.kind === 'done' ? tr.common.close : tr.common.cancel}
      </Button>
      {step.kind === 'preview' || step.kind === 'applying' ? (
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          loading={step.kind === 'applying'}
          disabled={!changes || (preview?.errors.length ?? 0) > 0}
          onClick={() => void apply()}
        >
          {step.kind === 'applying' ? text.applying : text.confirm}
        </Button>
      ) : null}
    </Flex>
  );

  return (
    <Modal
      open
      title={text.title}
      onCancel={busy ? undefined : onClose}
      footer={footer}
      width={760}
      mask={{ closable: !busy }}
      destroyOnHidden
    >
      {restaurants.options.length > 1 ? (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{text.restaurant}</Typography.Text>
          <RestaurantSelect
            value={restaurantId}
            onChange={(v) => {
              setRestaurantId(v);
              setStep({ kind: 'idle' });
            }}
            restaurants={restaurants.restaurants}
            disabled={busy}
            aria-label={text.restaurant}
          />
        </Flex>
      ) : null}

      <Typography.Title level={5}>{text.exportTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{text.exportHint}</Typography.Paragraph>
      <Flex gap={8} wrap>
        {downloads.map((d) => (
          <Button
            key={d.label}
            icon={<DownloadOutlined />}
            loading={downloading === d.label}
            disabled={!restaurantId}
            onClick={() => void download(d)}
          >
            {d.label}
          </Button>
        ))}
      </Flex>

      <Divider />
      <Typography.Title level={5}>{text.importTitle}</Typography.Title>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={text.choose}
        style={{ display: 'none' }}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void check(file);
        }}
      />
      <Flex gap={12} align="center" wrap>
        <Button icon={<CloudUploadOutlined />} onClick={() => input.current?.click()} disabled={busy || !restaurantId}>
          {step.kind === 'done' ? text.again : text.choose}
        </Button>
        {step.kind !== 'idle' && step.kind !== 'done' ? (
          <Typography.Text type="secondary">{step.file.name}</Typography.Text>
        ) : null}
      </Flex>
      {busy ? (
        <div role="status" style={{ marginTop: 12 }}>
          <Progress percent={100} status="active" showInfo={false} />
          <Typography.Text type="secondary">{step.kind === 'checking' ? text.checking : text.applying}</Typography.Text>
        </div>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} /> : null}

      {preview ? (
        <>
          <Divider />
          <Typography.Title level={5}>{text.previewTitle}</Typography.Title>
          <Flex gap={32} wrap style={{ marginBottom: 12 }}>
            <Count title={text.create} value={preview.create} />
            <Count title={text.update} value={preview.update} />
            <Count title={text.unchanged} value={preview.unchanged} />
          </Flex>
          {step.kind === 'done' ? (
            <Alert type="success" showIcon title={text.done(preview.create, preview.update)} />
          ) : preview.errors.length ? (
            <>
              <Alert
                type="error"
                showIcon
                title={text.errorsTitle(preview.errors.length)}
                style={{ marginBottom: 12 }}
              />
              <Table
                size="small"
                rowKey={(r) => `${r.row}-${r.message}`}
                dataSource={preview.errors}
                pagination={{ pageSize: 8, hideOnSinglePage: true }}
                columns={[
                  { title: text.row, dataIndex: 'row', width: 80 },
                  { title: text.message, dataIndex: 'message' },
                ]}
              />
            </>
          ) : !changes ? (
            <Alert type="info" showIcon title={text.nothing} />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
