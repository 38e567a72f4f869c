// Create/edit dialog: restaurant, table number, optional custom URL, live preview of the QR, active flag,
// and how QR codes work. Fields are checked with the shared QrCodeRequest schema (the API's messages).
import { InfoCircleOutlined } from '@ant-design/icons';
import { isHttpUrl, QrCodeRequest, TABLE_NUMBER_MAX, tr, type Restaurant } from '@menu/shared';
import { RestaurantSelect, useFormSubmit, zodFieldRules } from '@menu/shared/ui';
import { Alert, Checkbox, Col, Flex, Form, Input, Modal, Row, Typography } from 'antd';
import { useEffect } from 'react';
import type { QrCodeItem, QrValues } from '../api/qr-codes';
import { QrImage } from './qr-image';

const rules = zodFieldRules(QrCodeRequest);
const f = tr.qr.fields;

interface FormValues {
  restaurantId: number | undefined;
  tableNumber: string;
  qrCodeUrl: string;
  isActive: boolean;
}

export interface QrFormModalProps {
  open: boolean;
  record: QrCodeItem | null;
  restaurants: Restaurant[];
  /** `{base}/api/menu/{id}?table=...` as the server builds it. */
  automaticUrl: (restaurantId: number, tableNumber: string) => string;
  saving: boolean;
  onCancel: () => void;
  /** Rejects with a field message to keep the dialog open (409: the table already has a code). */
  onSubmit: (values: QrValues) => Promise<void>;
}

interface QrPreviewProps {
  previewUrl: string | null;
  table: string;
  /** Where an active scan leads: the custom URL or the menu. */
  target: string;
  dimmed: boolean;
}

/** The code as it will print, the address it encodes and where a scan leads; a hint until there is a table. */
function QrPreview({ previewUrl, table, target, dimmed }: QrPreviewProps) {
  return (
    <>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        {f.preview}
      </Typography.Text>
      <Flex
        vertical
        align="center"
        gap={8}
        style={{
          padding: 12,
          border: '1px solid #f0f0f0',
          borderRadius: 12,
          minHeight: 220,
          justifyContent: 'center',
        }}
      >
        {previewUrl ? (
          <>
            <QrImage text={previewUrl} size={180} alt={tr.qr.imageAlt(table || '?')} dimmed={dimmed} />
            <Typography.Text
              type="secondary"
              style={{ fontSize: 12, wordBreak: 'break-all', textAlign: 'center' }}
              data-testid="qr-preview-url"
            >
              {`${f.scanAddress}: ${previewUrl}`}
            </Typography.Text>
            <Typography.Text
              style={{ fontSize: 12, wordBreak: 'break-all', textAlign: 'center' }}
              data-testid="qr-preview-target"
            >
              {`${f.leadsTo}: ${target}`}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {f.previewEmpty}
          </Typography.Text>
        )}
      </Flex>
    </>
  );
}

export function QrFormModal({ open, record, restaurants, automaticUrl, saving, onCancel, onSubmit }: QrFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const restaurantId = Form.useWatch('restaurantId', form);
  const tableNumber = Form.useWatch('tableNumber', form);
  const customUrl = Form.useWatch('qrCodeUrl', form);
  const isActive = Form.useWatch('isActive', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      restaurantId: record?.restaurantId ?? (restaurants.length === 1 ? restaurants[0].id : undefined),
      tableNumber: record?.tableNumber ?? '',
      qrCodeUrl: record?.qrCodeUrl ?? '',
      isActive: record?.isActive ?? true,
    });
  }, [open, record, restaurants, form]);

  const trimmedTable = (tableNumber ?? '').trim();
  const trimmedUrl = (customUrl ?? '').trim();
  const usesCustomUrl = trimmedUrl !== '' && isHttpUrl(trimmedUrl);
  // Every code encodes the scan address; the server sends an active scan on to the custom URL or the menu.
  const previewUrl = restaurantId && trimmedTable ? automaticUrl(restaurantId, trimmedTable) : null;

  const { submit } = useFormSubmit(form, {
    schema: QrCodeRequest,
    conflictField: 'tableNumber',
    submit: (data) =>
      onSubmit({
        restaurantId: data.restaurantId,
        tableNumber: data.tableNumber,
        qrCodeUrl: data.qrCodeUrl,
        isActive: data.isActive,
      }),
  });

  return (
    <Modal
      open={open}
      title={record ? tr.qr.editQr : tr.qr.newQr}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={record ? tr.common.update : tr.common.create}
      cancelText={tr.common.cancel}
      confirmLoading={saving}
      width={720}
      destroyOnHidden
    >
      <Row gutter={24}>
        <Col xs={24} md={14}>
          <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()} name="qr-form">
            <Form.Item name="restaurantId" label={f.restaurant} rules={rules('restaurantId')} required>
              <RestaurantSelect restaurants={restaurants} aria-label={f.restaurant} />
            </Form.Item>
            <Form.Item
              name="tableNumber"
              label={f.tableNumber}
              rules={rules('tableNumber')}
              required
              extra={f.tableHint}
            >
              <Input placeholder={f.tableHint} maxLength={TABLE_NUMBER_MAX} autoComplete="off" />
            </Form.Item>
            <Form.Item name="qrCodeUrl" label={f.customUrl} rules={rules('qrCodeUrl')} extra={f.customUrlHelp}>
              <Input placeholder={f.customUrlPlaceholder} inputMode="url" autoComplete="off" />
            </Form.Item>
            <Form.Item name="isActive" valuePropName="checked" extra={f.isActiveHelp} style={{ marginBottom: 8 }}>
              <Checkbox>{f.isActive}</Checkbox>
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} md={10}>
          <QrPreview
            previewUrl={previewUrl}
            table={trimmedTable}
            target={usesCustomUrl ? trimmedUrl : f.leadsToMenu}
            dimmed={isActive === false}
          />
        </Col>
      </Row>
      <Alert
        type="info"
        showIcon
        icon={<InfoCircleOutlined />}
        title={tr.qr.howItWorksTitle}
        description={tr.qr.howItWorks}
        style={{ marginTop: 8 }}
      />
    </Modal>
  );
}
