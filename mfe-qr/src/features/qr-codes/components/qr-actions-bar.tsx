// The per-code buttons: view, download, the table's card with its price list (PDF), activate/deactivate, edit,
// delete (icons with names, for cards and rows).
import { CheckSquareOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, FilePdfOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { downloadTableCard, errorDetail, tr } from '@menu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import type { QrCodeItem } from '../api/qr-codes';

export interface QrItemHandlers {
  onView: (qr: QrCodeItem) => void;
  onDownload: (qr: QrCodeItem) => void;
  onToggle: (qr: QrCodeItem) => void;
  onEdit: (qr: QrCodeItem) => void;
  onDelete: (qr: QrCodeItem) => void;
  /** Staff printed the code again (shown only for a code that needs it). */
  onReprinted?: (qr: QrCodeItem) => void;
}

export function QrActionsBar({ qr, busy, handlers, compact }: { qr: QrCodeItem; busy: boolean; handlers: QrItemHandlers; compact?: boolean }) {
  const label = tr.qr.table(qr.tableNumber);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [printing, setPrinting] = useState(false);
  /** The table's card: its QR code and number, then the price list in the table layout (the API records the print). */
  const tableCard = async () => {
    setPrinting(true);
    try {
      await downloadTableCard(queryClient, qr.id);
    } catch (error) {
      void message.error(`${tr.priceList.printFailed}: ${errorDetail(error)}`);
    } finally {
      setPrinting(false);
    }
  };
  const items: Array<{ key: string; title: string; icon: React.ReactNode; onClick: () => void; loading?: boolean; danger?: boolean }> = [
    { key: 'view', title: tr.qr.view, icon: <EyeOutlined />, onClick: () => handlers.onView(qr) },
    { key: 'download', title: tr.qr.download, icon: <DownloadOutlined />, onClick: () => handlers.onDownload(qr) },
    { key: 'table-card', title: tr.priceList.tableCard, icon: <FilePdfOutlined />, onClick: () => void tableCard(), loading: printing },
    {
      key: 'toggle',
      title: qr.isActive ? tr.common.deactivate : tr.common.activate,
      icon: qr.isActive ? <PauseCircleOutlined /> : <PlayCircleOutlined />,
      onClick: () => handlers.onToggle(qr),
      loading: busy,
    },
    { key: 'edit', title: tr.common.edit, icon: <EditOutlined />, onClick: () => handlers.onEdit(qr) },
    { key: 'delete', title: tr.common.delete, icon: <DeleteOutlined />, onClick: () => handlers.onDelete(qr), danger: true },
  ];
  if (qr.needsReprint && handlers.onReprinted) {
    items.splice(3, 0, { key: 'reprinted', title: tr.qr.reprint.done, icon: <CheckSquareOutlined />, onClick: () => handlers.onReprinted!(qr) });
  }
  return (
    <Flex gap={compact ? 2 : 4} wrap justify="center">
      {items.map((i) => (
        <Tooltip key={i.key} title={i.title}>
          <Button type="text" size={compact ? 'small' : 'middle'} icon={i.icon} onClick={i.onClick} loading={i.loading} danger={i.danger} aria-label={`${label}: ${i.title}`} />
        </Tooltip>
      ))}
    </Flex>
  );
}
