// The per-code buttons: view, download, the table's card with its price list (PDF), activate/deactivate, edit,
// delete. On a card each shows its name under its icon (a phone has no hover for a tooltip, and a tooltip left
// open would cover the dialog a button opens); in the table's compact rows the name is a hover tooltip.
import {
  CheckSquareOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  FilePdfOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
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

interface ActionItem {
  key: string;
  title: string;
  icon: React.ReactNode;
  onClick: () => void;
  loading?: boolean;
  danger?: boolean;
}

/** The table's card: its QR code and number, then the price list in the table layout (the API records the print). */
function useTableCard(qrId: number) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [printing, setPrinting] = useState(false);
  const tableCard = async () => {
    setPrinting(true);
    try {
      await downloadTableCard(queryClient, qrId);
    } catch (error) {
      void message.error(`${tr.priceList.printFailed}: ${errorDetail(error)}`);
    } finally {
      setPrinting(false);
    }
  };
  return { printing, tableCard };
}

/** On a card: each button with its name under its icon. */
function CardButtons({ items, label }: { items: ActionItem[]; label: string }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(64px, 1fr))',
        gap: 2,
        padding: '0 4px',
      }}
    >
      {items.map((i) => (
        <Button
          key={i.key}
          type="text"
          onClick={i.onClick}
          loading={i.loading}
          danger={i.danger}
          aria-label={`${label}: ${i.title}`}
          style={{
            height: 'auto',
            minHeight: 48,
            padding: '4px 2px',
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            whiteSpace: 'normal',
            lineHeight: 1.2,
          }}
        >
          <span aria-hidden style={{ fontSize: 16 }}>
            {i.icon}
          </span>
          <span style={{ fontSize: 12 }}>{i.title}</span>
        </Button>
      ))}
    </div>
  );
}

export function QrActionsBar({
  qr,
  busy,
  handlers,
  compact,
}: {
  qr: QrCodeItem;
  busy: boolean;
  handlers: QrItemHandlers;
  compact?: boolean;
}) {
  const label = tr.qr.table(qr.tableNumber);
  const { printing, tableCard } = useTableCard(qr.id);
  const items: ActionItem[] = [
    { key: 'view', title: tr.qr.view, icon: <EyeOutlined />, onClick: () => handlers.onView(qr) },
    { key: 'download', title: tr.qr.download, icon: <DownloadOutlined />, onClick: () => handlers.onDownload(qr) },
    {
      key: 'table-card',
      title: tr.priceList.tableCard,
      icon: <FilePdfOutlined />,
      onClick: () => void tableCard(),
      loading: printing,
    },
    {
      key: 'toggle',
      title: qr.isActive ? tr.common.deactivate : tr.common.activate,
      icon: qr.isActive ? <PauseCircleOutlined /> : <PlayCircleOutlined />,
      onClick: () => handlers.onToggle(qr),
      loading: busy,
    },
    { key: 'edit', title: tr.common.edit, icon: <EditOutlined />, onClick: () => handlers.onEdit(qr) },
    {
      key: 'delete',
      title: tr.common.delete,
      icon: <DeleteOutlined />,
      onClick: () => handlers.onDelete(qr),
      danger: true,
    },
  ];
  if (qr.needsReprint && handlers.onReprinted) {
    items.splice(3, 0, {
      key: 'reprinted',
      title: tr.qr.reprint.done,
      icon: <CheckSquareOutlined />,
      onClick: () => handlers.onReprinted!(qr),
    });
  }
  if (!compact) return <CardButtons items={items} label={label} />;
  return (
    <Flex gap={2} wrap justify="center">
      {items.map((i) => (
        <Tooltip key={i.key} title={i.title} trigger="hover" mouseLeaveDelay={0}>
          <Button
            type="text"
            size="small"
            icon={i.icon}
            onClick={i.onClick}
            loading={i.loading}
            danger={i.danger}
            aria-label={`${label}: ${i.title}`}
          />
        </Tooltip>
      ))}
    </Flex>
  );
}
