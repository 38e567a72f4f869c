// The service board's sections: the header's controls (restaurant, sound, notifications, live badge), today's
// figures, and the waiting calls.
import { BellOutlined, SoundOutlined } from '@ant-design/icons';
import { errorMessage, tr } from '@menu/shared';
import { EmptyState, QueryFailedAlert, RestaurantSelect, SkeletonCardGrid, StatCard } from '@menu/shared/ui';
import { Button, Col, Flex, Row, Switch, Tag } from 'antd';
import type { ServiceBoardState } from '../hooks/use-service-board';
import { CallCard } from './call-card';

const s = tr.service;

export function BoardControls({ board }: { board: ServiceBoardState }) {
  const { alerts } = board;
  return (
    <Flex gap={12} align="center" wrap>
      {board.isSuperAdmin && (
        <RestaurantSelect
          aria-label={s.pickRestaurant}
          value={board.restaurantId}
          onChange={board.setPicked}
          restaurants={board.restaurants}
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
      {board.ready && board.live.status === 'open' && <Tag color="success">{s.live}</Tag>}
    </Flex>
  );
}

export function TodayFigures({ summary }: Pick<ServiceBoardState, 'summary'>) {
  const figures = summary.data;
  const cards = [
    { label: `${s.today.title}: ${s.today.total}`, value: figures?.total ?? '—' },
    {
      label: `${s.kinds.waiter} · ${s.kinds.bill} · ${s.kinds['printed-menu']}`,
      value: figures ? `${figures.waiter} · ${figures.bill} · ${figures.printedMenu}` : '—',
    },
    { label: s.today.median, value: s.today.seconds(figures?.medianAckSeconds ?? null) },
    { label: s.today.p90, value: s.today.seconds(figures?.p90AckSeconds ?? null) },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col key={card.label} xs={12} md={6}>
          <StatCard label={card.label} value={card.value} loading={summary.isLoading} />
        </Col>
      ))}
    </Row>
  );
}

export function WaitingCalls({ board }: { board: ServiceBoardState }) {
  const { query, calls } = board.calls;
  return (
    <>
      <QueryFailedAlert query={query} title={(error) => errorMessage(error, 'load')} />
      {query.isLoading ? (
        <SkeletonCardGrid count={3} />
      ) : calls.length === 0 ? (
        <EmptyState title={s.empty} description={s.emptyHint} />
      ) : (
        <Row gutter={[12, 12]}>
          {calls.map((call) => (
            <Col key={call.id} xs={24} sm={12} lg={8} xxl={6}>
              <CallCard
                call={call}
                now={board.now}
                busy={board.busy(call)}
                onUpdate={(status) => board.onUpdate(call, status)}
              />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
