// The live board of a restaurant's tables: each waiting call is a card (table, kind, age, Geliyorum and
// Tamamlandı), and the tables' orders below (order-board.tsx), both kept current by the one staff stream;
// today's figures above. Works from a phone to a wall tablet.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Row, Switch, Tag, Typography } from 'antd';
import {
  BellOutlined,
  CheckOutlined,
  FileTextOutlined,
  SoundOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  errorMessage,
  TableCallSchema,
  tr,
  useLiveStream,
  useRestaurantChoices,
  useScopedUser,
  type CallKind,
  type TableCall,
} from '@menu/shared';
import { EmptyState, LoadFailedAlert, PageHeader, RestaurantSelect, SkeletonCardGrid, StatCard } from '@menu/shared/ui';
import {
  applyCall,
  serviceEventsPath,
  serviceKeys,
  useLiveCalls,
  useTodaySummary,
  useUpdateCall,
} from '../api/service-api';
import { useCallAlerts } from '../hooks/use-call-alerts';
import { useOrderFeed } from '../hooks/use-order-feed';
import { OrderBoard } from './order-board';
import { ageTone, minutesSince, type AgeTone } from '../lib/age';

const s = tr.service;

const KIND_ICONS: Record<CallKind, React.ReactNode> = {
  waiter: <UserOutlined />,
  bill: <WalletOutlined />,
  'printed-menu': <FileTextOutlined />,
};

const TONE_STYLE: Record<AgeTone, { border: string; background: string; tag: string }> = {
  fresh: { border: '#d9d9d9', background: '#ffffff', tag: 'default' },
  amber: { border: '#faad14', background: '#fffbe6', tag: 'warning' },
  red: { border: '#ff4d4f', background: '#fff1f0', tag: 'error' },
};

/** Re-renders every 15 s so the ages move on. */
function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function CallCard({
  call,
  now,
  onUpdate,
  busy,
}: {
  call: TableCall;
  now: number;
  onUpdate: (status: 'acknowledged' | 'done') => void;
  busy: boolean;
}) {
  const minutes = call.createdAt ? minutesSince(call.createdAt, now) : 0;
  const tone = TONE_STYLE[ageTone(minutes)];
  const heading = s.table(call.tableNumber);
  return (
    <Card
      role="article"
      aria-label={`${heading}: ${s.kindLong[call.kind]}`}
      style={{ borderColor: tone.border, borderWidth: 2, background: tone.background, height: '100%' }}
      styles={{ body: { padding: 16 } }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {heading}
          </Typography.Title>
          <Typography.Text style={{ fontSize: 16 }}>
            <span aria-hidden>{KIND_ICONS[call.kind]}</span> {s.kindLong[call.kind]}
          </Typography.Text>
        </div>
        <Tag color={tone.tag} style={{ fontSize: 14, padding: '2px 8px', marginInlineEnd: 0 }}>
          {s.age(minutes)}
        </Tag>
      </Flex>
      {call.status === 'acknowledged' && (
        <Tag color="processing" icon={<CheckOutlined />} style={{ marginTop: 8 }}>
          {s.acknowledged}
        </Tag>
      )}
      <Flex gap={8} style={{ marginTop: 12 }} wrap>
        {call.status === 'open' && (
          <Button
            type="primary"
            size="large"
            disabled={busy}
            onClick={() => onUpdate('acknowledged')}
            style={{ flex: '1 1 120px' }}
          >
            {s.acknowledge}
          </Button>
        )}
        <Button size="large" disabled={busy} onClick={() => onUpdate('done')} style={{ flex: '1 1 120px' }}>
          {s.done}
        </Button>
      </Flex>
    </Card>
  );
}

/** The list and the streamed calls, each call in its latest state (the higher event id), waiting ones only. */
function mergeCalls(list: TableCall[], streamed: ReadonlyMap<number, TableCall>): TableCall[] {
  const byId = new Map(list.map((c) => [c.id, c]));
  for (const call of streamed.values()) {
    const current = byId.get(call.id);
    if (!current || call.eventId > current.eventId) byId.set(call.id, call);
  }
  return [...byId.values()]
    .filter((c) => c.status === 'open' || c.status === 'acknowledged')
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}

export function ServiceBoard() {
  const user = useScopedUser();
  const { restaurants, single } = useRestaurantChoices();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const isSuperAdmin = user?.role === 'SuperAdmin';
  const [picked, setPicked] = useState<number | null>(null);
  // Staff of a restaurant see their own; a SuperAdmin picks one (the stream is per restaurant).
  const restaurantId = isSuperAdmin ? (picked ?? single ?? null) : (user?.restaurantId ?? null);
  const ready = user !== null && restaurantId !== null;
  const calls = useLiveCalls(isSuperAdmin ? restaurantId : null, ready);
  const summary = useTodaySummary(isSuperAdmin ? restaurantId : null, ready);
  const update = useUpdateCall();
  const alerts = useCallAlerts();
  const orders = useOrderFeed(isSuperAdmin ? restaurantId : null, ready, alerts.alertOrder);
  const now = useNow();
  const known = useRef(new Set<number>());
  // Calls as the stream last told them: an event can arrive before the list has loaded (or while it reloads).
  const [streamed, setStreamed] = useState<ReadonlyMap<number, TableCall>>(new Map());

  const live = useLiveStream({
    path: ready ? serviceEventsPath(isSuperAdmin ? restaurantId : null) : null,
    // After a reconnect the list and the figures are read again (events may have been missed).
    invalidate: (event) => (event ? [serviceKeys.of('summary')] : [serviceKeys.all]),
    onEvent: (event) => {
      if (event.name === 'order') return orders.onEvent(event.data);
      if (event.name !== 'call') return;
      // A malformed record is ignored (the next reload corrects the list).
      const result = TableCallSchema.safeParse(event.data);
      if (!result.success) return;
      const parsed = result.data;
      queryClient.setQueriesData<TableCall[]>({ queryKey: serviceKeys.of('live') }, (list) => applyCall(list, parsed));
      setStreamed((map) => new Map(map).set(parsed.id, parsed));
      if (parsed.status === 'open' && !known.current.has(parsed.id)) alerts.alert(parsed);
      known.current.add(parsed.id);
    },
  });

  const sorted = useMemo(() => mergeCalls(calls.data ?? [], streamed), [calls.data, streamed]);
  useEffect(() => {
    for (const call of calls.data ?? []) known.current.add(call.id);
  }, [calls.data]);

  const onUpdate = (call: TableCall, status: 'acknowledged' | 'done') =>
    update.mutate(
      { id: call.id, status },
      { onError: (error) => void message.error(`${s.updateFailed}: ${errorMessage(error, 'save')}`) },
    );

  const figures = summary.data;
  return (
    <div>
      <PageHeader
        title={s.title}
        subtitle={s.subtitle}
        extra={
          <Flex gap={12} align="center" wrap>
            {isSuperAdmin && (
              <RestaurantSelect
                aria-label={s.pickRestaurant}
                value={restaurantId}
                onChange={setPicked}
                restaurants={restaurants}
              />
            )}
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <SoundOutlined aria-hidden />
              <Switch
                checked={!alerts.muted}
                onChange={(on) => alerts.setMuted(!on)}
                aria-label={alerts.muted ? s.unmute : s.mute}
              />
            </label>
            {alerts.permission === 'default' && (
              <Button icon={<BellOutlined />} onClick={() => void alerts.askPermission()}>
                {s.notifications}
              </Button>
            )}
            {ready && live.status === 'open' && <Tag color="success">{s.live}</Tag>}
          </Flex>
        }
      />
      <div
        aria-live="polite"
        role="status"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {alerts.announcement}
      </div>
      {ready && live.status === 'reconnecting' && (
        <Alert type="warning" showIcon message={s.reconnecting} style={{ marginBottom: 16 }} />
      )}
      {!ready && user?.role === 'SuperAdmin' && (
        <EmptyState title={s.pickRestaurant} description={s.pickRestaurantHint} />
      )}
      {ready && (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
            <Col xs={12} md={6}>
              <StatCard
                label={`${s.today.title}: ${s.today.total}`}
                value={figures?.total ?? '—'}
                loading={summary.isLoading}
              />
            </Col>
            <Col xs={12} md={6}>
              <StatCard
                label={`${s.kinds.waiter} · ${s.kinds.bill} · ${s.kinds['printed-menu']}`}
                value={figures ? `${figures.waiter} · ${figures.bill} · ${figures.printedMenu}` : '—'}
                loading={summary.isLoading}
              />
            </Col>
            <Col xs={12} md={6}>
              <StatCard
                label={s.today.median}
                value={s.today.seconds(figures?.medianAckSeconds ?? null)}
                loading={summary.isLoading}
              />
            </Col>
            <Col xs={12} md={6}>
              <StatCard
                label={s.today.p90}
                value={s.today.seconds(figures?.p90AckSeconds ?? null)}
                loading={summary.isLoading}
              />
            </Col>
          </Row>
          {calls.isError && (
            <LoadFailedAlert
              title={errorMessage(calls.error, 'load')}
              onRetry={() => calls.refetch()}
              retrying={calls.isFetching}
            />
          )}
          {calls.isLoading ? (
            <SkeletonCardGrid count={3} />
          ) : sorted.length === 0 ? (
            <EmptyState title={s.empty} description={s.emptyHint} />
          ) : (
            <Row gutter={[12, 12]}>
              {sorted.map((call) => (
                <Col key={call.id} xs={24} sm={12} lg={8} xxl={6}>
                  <CallCard
                    call={call}
                    now={now}
                    busy={update.isPending && update.variables?.id === call.id}
                    onUpdate={(status) => onUpdate(call, status)}
                  />
                </Col>
              ))}
            </Row>
          )}
          {orders.query.isError && (
            <LoadFailedAlert
              title={errorMessage(orders.query.error, 'load')}
              onRetry={() => orders.query.refetch()}
              retrying={orders.query.isFetching}
            />
          )}
          <div style={{ marginTop: 24 }}>
            {orders.query.isLoading ? (
              <SkeletonCardGrid count={2} />
            ) : (
              <OrderBoard orders={orders.orders} restaurantId={restaurantId} now={now} onChanged={orders.onEvent} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
