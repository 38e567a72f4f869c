// The translation sheet, the same steps as the catalog's transfer: download every translatable field of a
// restaurant as an Excel table (the Turkish text beside a column per language), have it translated, upload it
// back; the server checks every row and answers a preview (new, changed, unchanged, the rows with errors), and
// nothing is saved until the user confirms, and then all of it or nothing.
import { CloudUploadOutlined, DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { errorDetail, fetchDownload, saveBlob, tr, useRestaurantChoices, type TranslationSheetPreview } from '@menu/shared';
import { RestaurantSelect } from '@menu/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Divider, Flex, Modal, Progress, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { importTranslationSheet, invalidateTranslations } from '../api/translations-api';

const text = tr.schedule.translations.sheet;

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

type Step =
  | { kind: 'idle' }
  | { kind: 'checking'; file: File }
  | { kind: 'preview'; file: File; preview: TranslationSheetPreview }
  | { kind: 'applying'; file: File; preview: TranslationSheetPreview }
  | { kind: 'done'; preview: TranslationSheetPreview };

export function TranslationSheetButton({ restaurantId }: { restaurantId: number | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="large" icon={<FileExcelOutlined />} onClick={() => setOpen(true)}>
        {text.open}
      </Button>
      {open ? <TranslationSheetDialog initialRestaurantId={restaurantId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function TranslationSheetDialog({ initialRestaurantId, onClose }: { initialRestaurantId: number | null; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const restaurants = useRestaurantChoices();
  const [restaurantId, setRestaurantId] = useState<number | null>(initialRestaurantId ?? restaurants.single ?? restaurants.options[0]?.value ?? null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const busy = step.kind === 'checking' || step.kind === 'applying';

  const download = async () => {
    if (!restaurantId) return;
    setDownloading(true);
    try {
      const { blob, fileName } = await fetchDownload(`/restaurants/${restaurantId}/translations.xlsx`, `ceviriler-${restaurantId}.xlsx`);
      saveBlob(blob, fileName);
    } catch (e) {
      void message.error(`${text.downloadFailed}: ${errorDetail(e)}`);
    } finally {
      setDownloading(false);
    }
  };

  const check = async (file: File) => {
    if (!restaurantId) return;
    setError(null);
    setStep({ kind: 'checking', file });
    try {
      setStep({ kind: 'preview', file, preview: await importTranslationSheet(restaurantId, file, true) });
    } catch (e) {
      setError(errorDetail(e));
      setStep({ kind: 'idle' });
    }
  };

  const apply = async () => {
    if (step.kind !== 'preview' || !restaurantId) return;
    setStep({ kind: 'applying', file: step.file, preview: step.preview });
    try {
      const result = await importTranslationSheet(restaurantId, step.file, false);
      if (result.errors.length) {
        // The translations changed since the preview: show the new findings, nothing was saved.
        setStep({ kind: 'preview', file: step.file, preview: result });
        return;
      }
      setStep({ kind: 'done', preview: result });
      await invalidateTranslations(queryClient);
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
        <Button type="primary" icon={<CloudUploadOutlined />} loading={step.kind === 'applying'} disabled={!changes || (preview?.errors.length ?? 0) > 0} onClick={() => void apply()}>
          {step.kind === 'applying' ? text.applying : text.confirm}
        </Button>
      ) : null}
    </Flex>
  );

  return (
    <Modal open title={text.title} onCancel={busy ? undefined : onClose} footer={footer} width={760} mask={{ closable: !busy }} destroyOnHidden>
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
      <Button icon={<DownloadOutlined />} loading={downloading} disabled={!restaurantId} onClick={() => void download()}>
        {text.download}
      </Button>

      <Divider />
      <Typography.Title level={5}>{text.importTitle}</Typography.Title>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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
        {step.kind !== 'idle' && step.kind !== 'done' ? <Typography.Text type="secondary">{step.file.name}</Typography.Text> : null}
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
              <Alert type="error" showIcon title={text.errorsTitle(preview.errors.length)} style={{ marginBottom: 12 }} />
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
