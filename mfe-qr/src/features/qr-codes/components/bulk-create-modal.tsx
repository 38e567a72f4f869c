// Bulk create: a real form (restaurant, start and end table numbers, start <= end, checked with the shared
// QrBulkRequest), a progress bar while the server works, and a summary of what was created and what existed.
import { QrBulkRequest, tr, type QrBulkResult, type Restaurant } from '@menu/shared';
import { RestaurantSelect } from '@menu/shared/ui';
import {
  Alert,
  Button,
  Col,
  Form,
  InputNumber,
  Modal,
  Progress,
  Result,
  Row,
  Typography,
  type FormInstance,
} from 'antd';
import { useEffect, useState } from 'react';

const b = tr.qr.bulkForm;

interface FormValues {
  restaurantId: number | undefined;
  start: number | null;
  end: number | null;
}

export interface BulkCreateModalProps {
  open: boolean;
  restaurants: Restaurant[];
  /** Resolves with the server's summary; rejects with the catalogue message shown in the dialog. */
  onSubmit: (body: { restaurantId: number; start: number; end: number }) => Promise<QrBulkResult>;
  onClose: () => void;
}

/** The request schema's first message per field on its field; the others cleared. */
function showIssues(form: FormInstance<FormValues>, issues: Array<{ path: PropertyKey[]; message: string }>) {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'end');
    if (!byField.has(key)) byField.set(key, issue.message);
  }
  form.setFields(
    (['restaurantId', 'start', 'end'] as const).map((name) => ({
      name,
      errors: byField.has(name) ? [byField.get(name)!] : [],
    })),
  );
}

/** What the server did: how many codes it created, and the tables that had one already. */
function BulkResult({ result }: { result: QrBulkResult }) {
  return (
    <Result
      status={result.created.length ? 'success' : 'info'}
      title={b.resultTitle}
      subTitle={result.created.length ? b.createdCount(result.created.length) : b.noneCreated}
      extra={
        result.existing.length ? (
          <Alert type="warning" showIcon title={b.existing(result.existing.join(', '))} style={{ textAlign: 'left' }} />
        ) : null
      }
    />
  );
}

export function BulkCreateModal({ open, restaurants, onSubmit, onClose }: BulkCreateModalProps) {
  const [form] = Form.useForm<FormValues>();
  const [phase, setPhase] = useState<'form' | 'working' | 'done'>('form');
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<QrBulkResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = Form.useWatch('start', form);
  const end = Form.useWatch('end', form);

  useEffect(() => {
    if (!open) return;
    setPhase('form');
    setResult(null);
    setError(null);
    form.resetFields();
    form.setFieldsValue({ restaurantId: restaurants.length === 1 ? restaurants[0].id : undefined, start: 1, end: 10 });
  }, [open, restaurants, form]);

  // One server call: the bar moves on its own towards 90% and completes when the answer arrives.
  useEffect(() => {
    if (phase !== 'working') return;
    const timer = setInterval(() => setProgress((p) => Math.min(90, p + Math.max(1, (90 - p) / 8))), 120);
    return () => clearInterval(timer);
  }, [phase]);

  async function submit() {
    setError(null);
    const values = form.getFieldsValue();
    const parsed = QrBulkRequest.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues);
      return;
    }
    setPhase('working');
    setProgress(5);
    try {
      const answer = await onSubmit(parsed.data);
      setProgress(100);
      setResult(answer);
      setPhase('done');
    } catch (e) {
      setError((e as Error).message);
      setPhase('form');
    }
  }

  const count = typeof start === 'number' && typeof end === 'number' && end >= start ? end - start + 1 : 0;

  const footer =
    phase === 'done'
      ? [
          <Button key="again" onClick={() => setPhase('form')}>
            {b.again}
          </Button>,
          <Button key="done" type="primary" onClick={onClose}>
            {b.done}
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={onClose} disabled={phase === 'working'}>
            {tr.common.cancel}
          </Button>,
          <Button key="submit" type="primary" onClick={() => void submit()} loading={phase === 'working'}>
            {b.submit}
          </Button>,
        ];

  return (
    <Modal
      open={open}
      title={b.title}
      onCancel={phase === 'working' ? undefined : onClose}
      closable={phase !== 'working'}
      mask={{ closable: false }}
      footer={footer}
      width={560}
      destroyOnHidden
    >
      {phase === 'done' && result ? (
        <BulkResult result={result} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{b.intro}</Typography.Paragraph>
          {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
          <Form
            form={form}
            layout="vertical"
            disabled={phase === 'working'}
            onFinish={() => void submit()}
            name="qr-bulk-form"
          >
            <Form.Item name="restaurantId" label={tr.qr.fields.restaurant} required>
              <RestaurantSelect restaurants={restaurants} aria-label={tr.qr.fields.restaurant} />
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="start" label={b.start} required>
                  <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="end" label={b.end} required>
                  <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
          {phase === 'working' ? (
            <div role="status">
              <Typography.Text>{b.working}</Typography.Text>
              <Progress percent={Math.round(progress)} status="active" />
            </div>
          ) : count > 0 ? (
            <Typography.Text type="secondary">{b.count(count)}</Typography.Text>
          ) : null}
        </>
      )}
    </Modal>
  );
}
