// The live board of a restaurant's tables: each waiting call is a card (table, kind, age, Geliyorum and
// Tamamlandı), and the tables' orders below (order-board.tsx), both kept current by the one staff stream;
// today's figures above. Works from a phone to a wall tablet.
import { Alert } from 'antd';
import { errorMessage, tr } from '@menu/shared';
import { EmptyState, QueryFailedAlert, PageHeader, SkeletonCardGrid } from '@menu/shared/ui';
import { useServiceBoard } from '../hooks/use-service-board';
import { BoardControls, TodayFigures, WaitingCalls } from './board-parts';
import { OrderBoard } from './order-board';

const s = tr.service;

export function ServiceBoard() {
  const board = useServiceBoard();
  const { ready, orders, restaurantId } = board;
  return (
    <div>
      <PageHeader title={s.title} subtitle={s.subtitle} extra={<BoardControls board={board} />} />
      <div
        aria-live="polite"
        role="status"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {board.alerts.announcement}
      </div>
      {ready && board.live.status === 'reconnecting' && (
        <Alert type="warning" showIcon message={s.reconnecting} style={{ marginBottom: 16 }} />
      )}
      {!ready && board.isSuperAdmin && <EmptyState title={s.pickRestaurant} description={s.pickRestaurantHint} />}
      {ready && restaurantId !== null && (
        <>
          <TodayFigures summary={board.summary} />
          <WaitingCalls board={board} />
          <QueryFailedAlert query={orders.query} title={(error) => errorMessage(error, 'load')} />
          <div style={{ marginTop: 24 }}>
            {orders.query.isLoading ? (
              <SkeletonCardGrid count={2} />
            ) : (
              <OrderBoard
                orders={orders.orders}
                restaurantId={restaurantId}
                now={board.now}
                onChanged={orders.onEvent}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
