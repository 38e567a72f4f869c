// Printing: the banner for codes that must be printed again (picks them), and the bar that prints the picked
// codes (or the whole list) as a PDF sheet or a ZIP of PNGs, with the progress while it works.
import { FileZipOutlined, PrinterOutlined } from '@ant-design/icons';
import { tr } from '@menu/shared';
import { Alert, Button, Flex, Modal, Progress, Typography } from 'antd';
import type { QrCodeItem } from '../api/qr-codes';
import type { ExportProgress } from '../hooks/use-qr-exports';

export function ReprintBanner({ toReprint, onSelect }: { toReprint: QrCodeItem[]; onSelect: () => void }) {
  if (!toReprint.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={tr.qr.reprint.banner(toReprint.length)}
      description={tr.qr.reprint.bannerHint}
      action={
        <Button size="small" icon={<PrinterOutlined />} onClick={onSelect}>
          {tr.qr.reprint.select}
        </Button>
      }
    />
  );
}

interface PrintBarProps {
  selectedCount: number;
  onClearSelection: () => void;
  onPdf: () => void;
  onZip: () => void;
  exporting: boolean;
}

export function PrintBar({ selectedCount: n, onClearSelection, onPdf, onZip, exporting }: PrintBarProps) {
  const p = tr.qr.print;
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>
        {n ? p.selected(n) : p.selectHint}
      </Typography.Text>
      {n ? <Button onClick={onClearSelection}>{p.clearSelection}</Button> : null}
      <Button icon={<PrinterOutlined />} onClick={onPdf} disabled={exporting}>
        {n ? p.pdfSelected(n) : p.pdfAll}
      </Button>
      <Button icon={<FileZipOutlined />} onClick={onZip} disabled={exporting}>
        {n ? p.zipSelected(n) : p.zipAll}
      </Button>
    </Flex>
  );
}

export function ExportProgressModal({ exporting }: { exporting: ExportProgress | null }) {
  return (
    <Modal
      open={!!exporting}
      footer={null}
      closable={false}
      title={exporting?.kind === 'pdf' ? tr.qr.print.pdfAll : tr.qr.print.zipAll}
    >
      {exporting ? (
        <div role="status">
          <Typography.Text>{tr.qr.print.preparing(exporting.done, exporting.total)}</Typography.Text>
          <Progress percent={Math.round((exporting.done / Math.max(1, exporting.total)) * 100)} status="active" />
        </div>
      ) : null}
    </Modal>
  );
}
