// A table out and back in, the steps every spreadsheet import of the portal takes (the catalog, the
// translation sheet): download the current table, upload the edited file; the server checks every row and
// answers a preview (new, changed, unchanged, the rows with errors); nothing changes until the user
// confirms, and then all of it or nothing.
import { CloudUploadOutlined, DownloadOutlined } from '@ant-design/icons';
import { tr } from '@menu/shared';
import { Alert, Button, Divider, Flex, Modal, Progress, Table, Typography } from 'antd';
import { useRef } from 'react';
import { RestaurantSelect } from '../../ui/components/restaurant-select';
import {
  useSheetImport,
  type SheetDownload,
  type SheetImportDialogProps,
  type SheetImportTexts,
  type SheetPreview,
} from './use-sheet-import.ui';

export type { SheetDownload, SheetImportDialogProps, SheetImportTexts, SheetPreview } from './use-sheet-import.ui';

type SheetImport = ReturnType<typeof useSheetImport>;

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

/** Cancel (Close once done) and, with a preview, the confirmation that writes it. */
function SheetFooter({ sheet, text, onClose }: { sheet: SheetImport; text: SheetImportTexts; onClose: () => void }) {
  const { step, preview, changes, busy } = sheet;
  return (
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
          onClick={() => void sheet.apply()}
        >
          {step.kind === 'applying' ? text.applying : text.confirm}
        </Button>
      ) : null}
    </Flex>
  );
}

/** The restaurant (when there is a choice) and the tables to download. */
function SheetExport({
  sheet,
  text,
  downloads,
}: {
  sheet: SheetImport;
  text: SheetImportTexts;
  downloads: SheetDownload[];
}) {
  const { restaurants, restaurantId, busy } = sheet;
  return (
    <>
      {restaurants.options.length > 1 ? (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{text.restaurant}</Typography.Text>
          <RestaurantSelect
            value={restaurantId}
            onChange={sheet.chooseRestaurant}
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
            loading={sheet.downloading === d.label}
            disabled={!restaurantId}
            onClick={() => void sheet.download(d)}
          >
            {d.label}
          </Button>
        ))}
      </Flex>
    </>
  );
}

/** The file to check: the chooser, its name, the progress while the server reads it, and a failure. */
function SheetUpload({ sheet, text, accept }: { sheet: SheetImport; text: SheetImportTexts; accept: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { step, busy, error } = sheet;
  return (
    <>
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
          if (file) void sheet.check(file);
        }}
      />
      <Flex gap={12} align="center" wrap>
        <Button
          icon={<CloudUploadOutlined />}
          onClick={() => input.current?.click()}
          disabled={busy || !sheet.restaurantId}
        >
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
    </>
  );
}

/** What the server found: the counts, then the outcome (done, the refused rows, or nothing to change). */
function SheetFindings({
  sheet,
  text,
  preview,
}: {
  sheet: SheetImport;
  text: SheetImportTexts;
  preview: SheetPreview;
}) {
  return (
    <>
      <Divider />
      <Typography.Title level={5}>{text.previewTitle}</Typography.Title>
      <Flex gap={32} wrap style={{ marginBottom: 12 }}>
        <Count title={text.create} value={preview.create} />
        <Count title={text.update} value={preview.update} />
        <Count title={text.unchanged} value={preview.unchanged} />
      </Flex>
      {sheet.step.kind === 'done' ? (
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
      ) : !sheet.changes ? (
        <Alert type="info" showIcon title={text.nothing} />
      ) : null}
    </>
  );
}

export function SheetImportDialog(props: SheetImportDialogProps) {
  const { texts: text, downloads, accept, onClose } = props;
  const sheet = useSheetImport(props);
  return (
    <Modal
      open
      title={text.title}
      onCancel={sheet.busy ? undefined : onClose}
      footer={<SheetFooter sheet={sheet} text={text} onClose={onClose} />}
      width={760}
      mask={{ closable: !sheet.busy }}
      destroyOnHidden
    >
      <SheetExport sheet={sheet} text={text} downloads={downloads} />
      <Divider />
      <SheetUpload sheet={sheet} text={text} accept={accept} />
      {sheet.preview ? <SheetFindings sheet={sheet} text={text} preview={sheet.preview} /> : null}
    </Modal>
  );
}
