// Orders from the tables: a card per table ("Masa 7 · 3 sipariş · ₺1.240,00" for its accepted rounds, and
// "Masayı kapat" once there are some), each round with its lines (variant, add-ons, notes), total, age and
// state: Kabul et / Reddet (a reason from the list or typed) while it waits, Servis edildi once accepted, and
// its kitchen ticket to print at any time.
import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Flex, Input, Modal, Popconfirm, Radio, Row, Space, Tag, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, PrinterOutlined } from '@ant-design/icons';
import { errorMessage, formatLira, tr, type StaffOrderStatus, type TableOrder } from '@menu/shared';
import { EmptyState } from '@menu/shared/ui';
import { useCloseTable, useUpdateOrder } from '../api/orders-api';
import { ageTone, minutesSince } from '../lib/age';
import { ordersByTable, type OrderTable } from '../lib/order-tables';
import { KitchenTicket, TICKET_PRINT_CSS } from './kitchen-ticket';

const s = tr.service;
const o = tr.service.orders;
const OTHER = 'other';

const STATUS_COLOR: Record<string, string> = {
  sent: 'gold',
  accepted: 'green',
  served: 'blue',
};
const AGE_COLOR = { fresh: 'default', amber: 'warning', red: 'error' } as const;

function RejectModal({
  order,
  busy,
  onReject,
  onCancel,
}: {
  order: TableOrder;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState<string>(o.reasons[0]);
  const [other, setOther] = useState('');
  const reason = choice === OTHER ? other.trim() : choice;
  return (
    <Modal
      open
      title={o.rejectTitle(order.number)}
      okText={o.reject}
      okButtonProps={{ danger: true, disabled: !reason, loading: busy }}
      cancelText={tr.common.cancel}
      onOk={() => onReject(reason)}
      onCancel={onCancel}
    >
      <Typography.Paragraph strong>{o.rejectReason}</Typography.Paragraph>
      <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as string)}>
        <Space orientation="vertical">
          {o.reasons.map((r) => (
            <Radio key={r} value={r}>
              {r}
            </Radio>
          ))}
          <Radio value={OTHER}>{o.otherReason}</Radio>
        </Space>
      </Radio.Group>
      {choice === OTHER && (
        <Input
          style={{ marginTop: 8 }}
          maxLength={200}
          aria-label={o.otherReason}
          placeholder={o.otherReasonPlaceholder}
          value={other}
          onChange={(e) => setOther(e.target.value)}
          autoFocus
        />
      )}
    </Modal>
  );
}

function OrderRound({
  order,
  now,
  busy,
  onMove,
  onReject,
  onPrint,
}: {
  order: TableOrder;
  now: number;
  busy: boolean;
  onMove: (status: StaffOrderStatus) => void;
  onReject: () => void;
  onPrint: () => void;
}) {
  const minutes = order.createdAt ? minutesSince(order.createdAt, now) : 0;
  return (
    <section
      aria-label={o.number(order.number)}
      style={{ borderTop: '1px solid #f0f0f0', paddingTop: 12, marginTop: 12 }}
    >
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {o.number(order.number)}
        </Typography.Text>
        <Space size={4}>
          <Tag color={STATUS_COLOR[order.status] ?? 'default'}>{o.status[order.status]}</Tag>
          <Tag color={order.status === 'sent' ? AGE_COLOR[ageTone(minutes)] : 'default'}>{s.age(minutes)}</Tag>
        </Space>
      </Flex>
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
        {order.lines.map((line, i) => (
          <li key={i} style={{ marginBottom: 6 }}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text>
                <strong>{line.quantity}×</strong> {line.name}
                {line.variantName && <Typography.Text type="secondary"> ({line.variantName})</Typography.Text>}
              </Typography.Text>
              <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatLira(line.lineTotal)}
              </Typography.Text>
            </Flex>
            {line.addons.length > 0 && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                {line.addons.map((a) => `+ ${a.name}`).join(', ')}
              </Typography.Text>
            )}
            {line.note && (
              <Typography.Text italic style={{ display: 'block', fontSize: 13 }}>
                {o.lineNote}: {line.note}
              </Typography.Text>
            )}
          </li>
        ))}
      </ul>
      {order.note && (
        <Typography.Paragraph italic style={{ marginBottom: 8 }}>
          {o.orderNote}: {order.note}
        </Typography.Paragraph>
      )}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>
          {o.total}: {formatLira(order.total)}
        </Typography.Text>
        <Space wrap>
          <Button icon={<PrinterOutlined />} onClick={onPrint}>
            {o.printTicket}
          </Button>
          {order.status === 'sent' && (
            <>
              <Button danger icon={<CloseOutlined />} disabled={busy} onClick={onReject}>
                {o.reject}
              </Button>
              <Button type="primary" icon={<CheckOutlined />} disabled={busy} onClick={() => onMove('accepted')}>
                {o.accept}
              </Button>
            </>
          )}
          {order.status === 'accepted' && (
            <Button type="primary" disabled={busy} onClick={() => onMove('served')}>
              {o.served}
            </Button>
          )}
        </Space>
      </Flex>
    </section>
  );
}

function TableCard({
  table,
  now,
  busyId,
  closing,
  onMove,
  onReject,
  onPrint,
  onClose,
}: {
  table: OrderTable;
  now: number;
  busyId: number | null;
  closing: boolean;
  onMove: (order: TableOrder, status: StaffOrderStatus) => void;
  onReject: (order: TableOrder) => void;
  onPrint: (order: TableOrder) => void;
  onClose: () => void;
}) {
  const heading =
    table.acceptedCount > 0
      ? o.tableSum(table.tableNumber, table.acceptedCount, formatLira(table.acceptedTotal))
      : o.tableWaiting(table.tableNumber);
  return (
    <Card
      role="article"
      aria-label={heading}
      style={{ height: '100%', borderWidth: 2, borderColor: table.waiting ? '#faad14' : '#d9d9d9' }}
      styles={{ body: { padding: 16 } }}
    >
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {heading}
        </Typography.Title>
        {table.acceptedCount > 0 && table.qrCodeId != null && (
          <Popconfirm
            title={o.closeTableConfirm(table.tableNumber)}
            description={o.closeTableHint}
            okText={o.closeTable}
            cancelText={tr.common.cancel}
            onConfirm={onClose}
          >
            <Button loading={closing}>{o.closeTable}</Button>
          </Popconfirm>
        )}
      </Flex>
      {table.orders.map((order) => (
        <OrderRound
          key={order.id}
          order={order}
          now={now}
          busy={busyId === order.id}
          onMove={(status) => onMove(order, status)}
          onReject={() => onReject(order)}
          onPrint={() => onPrint(order)}
        />
      ))}
    </Card>
  );
}

export function OrderBoard({
  orders,
  restaurantId,
  now,
  onChanged,
}: {
  orders: TableOrder[];
  restaurantId: number;
  now: number;
  /** An order as a change made here left it (before the stream tells it). */
  onChanged: (order: TableOrder) => void;
}) {
  const { message } = App.useApp();
  const update = useUpdateOrder();
  const close = useCloseTable();
  const [rejecting, setRejecting] = useState<TableOrder | null>(null);
  const [ticket, setTicket] = useState<TableOrder | null>(null);
  useEffect(() => {
    if (!ticket) return undefined;
    // Printed once the ticket is in the page; the dialog blocks until the staff member is done.
    const timer = setTimeout(() => window.print(), 0);
    return () => clearTimeout(timer);
  }, [ticket]);

  const move = (order: TableOrder, status: StaffOrderStatus, reason?: string) =>
    update.mutate(
      { id: order.id, status, reason },
      {
        onSuccess: (changed) => {
          onChanged(changed);
          setRejecting(null);
        },
        onError: (error) => void message.error(`${o.updateFailed}: ${errorMessage(error, 'save')}`),
      },
    );
  const tables = ordersByTable(orders);
  return (
    <section aria-label={o.title} style={{ marginBottom: 24 }}>
      <style>{TICKET_PRINT_CSS}</style>
      <Typography.Title level={3}>{o.title}</Typography.Title>
      {tables.length === 0 ? (
        <EmptyState title={o.empty} description={o.emptyHint} />
      ) : (
        <Row gutter={[12, 12]}>
          {tables.map((table) => (
            <Col key={table.key} xs={24} md={12} xxl={8}>
              <TableCard
                table={table}
                now={now}
                busyId={update.isPending ? (update.variables?.id ?? null) : null}
                closing={close.isPending && close.variables?.qrCodeId === table.qrCodeId}
                onMove={(order, status) => move(order, status)}
                onReject={setRejecting}
                onPrint={(order) => setTicket({ ...order })}
                onClose={() =>
                  close.mutate(
                    { qrCodeId: table.qrCodeId!, restaurantId },
                    {
                      onSuccess: (closed) => closed.forEach(onChanged),
                      onError: (error) => void message.error(`${o.closeFailed}: ${errorMessage(error, 'save')}`),
                    },
                  )
                }
              />
            </Col>
          ))}
        </Row>
      )}
      {rejecting && (
        <RejectModal
          order={rejecting}
          busy={update.isPending}
          onReject={(reason) => move(rejecting, 'rejected', reason)}
          onCancel={() => setRejecting(null)}
        />
      )}
      {ticket && <KitchenTicket order={ticket} />}
    </section>
  );
}
