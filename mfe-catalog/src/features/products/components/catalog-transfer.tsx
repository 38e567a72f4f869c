// The whole catalog out and back in (issue 16): download it as CSV or Excel, edit it, upload it; the server
// checks every row and answers a preview (new, to update, unchanged, the rows with errors); nothing changes
// until the user confirms, and then all of it or nothing. A dialog opened from the products screen.
import { CloudUploadOutlined, DownloadOutlined, SwapOutlined } from '@ant-design/icons';
import { apiClient, CatalogImportPreviewSchema, errorDetail, fetchDownload, saveBlob, tr, useRestaurantChoices, type CatalogImportPreview as ImportPreview } from '@menu/shared';
import { catalogKeys, RestaurantSelect } from '@menu/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Divider, Flex, Modal, Progress, Table, Typography } from 'antd';
import { useRef, useState } from 'react';

const text = tr.catalog.products.transfer;

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

type Step =
  | { kind: 'idle' }
  | { kind: 'checking'; file: File }
  | { kind: 'preview'; file: File; preview: ImportPreview }
  | { kind: 'applying'; file: File; preview: ImportPreview }
  | { kind: 'done'; preview: ImportPreview };

export function importCatalog(restaurantId: number, file: File, dryRun: boolean): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.upload(`/restaurants/${restaurantId}/catalog/import${dryRun ? '?dryRun=true' : ''}`, form, CatalogImportPreviewSchema);
}

export function CatalogTransferButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="large" icon={<SwapOutlined />} onClick={() => setOpen(true)}>
        {text.open}
      </Button>
      {open ? <CatalogTransferDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function CatalogTransferDialog({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const restaurants = useRestaurantChoices();
  const [restaurantId, setRestaurantId] = useState<number | undefined>(restaurants.single ?? restaurants.options[0]?.value);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<'csv' | 'xlsx' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = step.kind === 'checking' || step.kind === 'applying';

  const download = async (kind: 'csv' | 'xlsx') => {
    if (!restaurantId) return;
    setDownloading(kind);
    try {
      const { blob, fileName } = await fetchDownload(`/restaurants/${restaurantId}/catalog.${kind}`, `katalog-${restaurantId}.${kind}`);
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
      setStep({ kind: 'preview', file, preview: await importCatalog(restaurantId, file, true) });
    } catch (e) {
      setError(errorDetail(e));
      setStep({ kind: 'idle' });
    }
  };

  const apply = async () => {
    if (step.kind !== 'preview' || !restaurantId) return;
    setStep({ kind: 'applying', file: step.file, preview: step.preview });
    try {
      const result = await importCatalog(restaurantId, step.file, false);
      if (result.errors.length) {
        // The catalog changed since the preview: show the new findings, nothing was written.
        setStep({ kind: 'preview', file: step.file, preview: result });
        return;
      }
      setStep({ kind: 'done', preview: result });
      await Promise.all(Object.values(catalogKeys).map((keys) => queryClient.invalidateQueries({ queryKey: keys.all })));
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
              setRestaurantId(v ?? undefined);
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
        <Button icon={<DownloadOutlined />} loading={downloading === 'csv'} disabled={!restaurantId} onClick={() => void download('csv')}>
          {text.exportCsv}
        </Button>
        <Button icon={<DownloadOutlined />} loading={downloading === 'xlsx'} disabled={!restaurantId} onClick={() => void download('xlsx')}>
          {text.exportXlsx}
        </Button>
      </Flex>

      <Divider />
      <Typography.Title level={5}>{text.importTitle}</Typography.Title>
      <input
        ref={input}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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
