// View dialog: the 300×300 image, restaurant, table, URL, access count, last access, and download, copy
// ('Kopyalandı!') and open-in-new-tab.
import { CheckOutlined, CopyOutlined, DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { formatDateTime, tr } from '@menu/shared';
import { Button, Descriptions, Flex, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { QrCodeItem } from '../api/qr-codes';
import { QR_SIZES } from '../lib/qr-image';
import { AccessCountTag, StatusTag } from './qr-badges';
import { QrImage } from './qr-image';

export interface QrViewModalProps {
  qr: QrCodeItem | null;
  restaurantName: string;
  onClose: () => void;
  onDownload: (qr: QrCodeItem) => void;
}

export function QrViewModal({ qr, restaurantName, onClose, onDownload }: QrViewModalProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => setCopied(false), [qr]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      // A copy failure is only logged: the URL stays on screen to copy by hand.
      console.warn('URL kopyalanamadı', error);
    }
  }

  return (
    <Modal
      open={qr !== null}
      title={qr ? tr.qr.viewTitle(qr.tableNumber) : ''}
      onCancel={onClose}
      footer={null}
      width={520}
      destroyOnHidden
    >
      {qr ? (
        <Flex vertical gap={16}>
          <Flex justify="center">
            <QrImage text={qr.scanUrl} size={QR_SIZES.view} alt={tr.qr.imageAlt(qr.tableNumber)} />
          </Flex>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={tr.qr.fields.restaurant}>{restaurantName}</Descriptions.Item>
            <Descriptions.Item label={tr.qr.fields.tableNumber}>
              <Flex gap={8} align="center" wrap>
                {qr.tableNumber} <StatusTag active={qr.isActive} />
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label={tr.qr.fields.url}>
              <Typography.Text style={{ wordBreak: 'break-all' }}>{qr.scanUrl}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={tr.qr.accessCount}>
              <AccessCountTag count={qr.accessCount} />
            </Descriptions.Item>
            <Descriptions.Item label={tr.qr.lastAccess}>
              {qr.lastAccessedDate ? formatDateTime(qr.lastAccessedDate) : tr.qr.neverAccessed}
            </Descriptions.Item>
          </Descriptions>
          <Flex gap={8} wrap justify="flex-end">
            <Button
              icon={copied ? <CheckOutlined /> : <CopyOutlined />}
              onClick={() => void copy(qr.scanUrl)}
              aria-live="polite"
            >
              {copied ? tr.qr.copied : tr.qr.copyUrl}
            </Button>
            <Button icon={<ExportOutlined />} href={qr.scanUrl} target="_blank" rel="noopener noreferrer">
              {tr.qr.openInNewTab}
            </Button>
            <Button type="primary" icon={<DownloadOutlined />} onClick={() => onDownload(qr)}>
              {tr.qr.downloadPng}
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Modal>
  );
}
