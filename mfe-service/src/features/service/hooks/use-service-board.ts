// The service board's state: which restaurant it shows (a SuperAdmin picks one; staff see their own), the
// calls and orders kept current by the one staff stream, today's figures, the alerts, and a clock that moves
// the ages on.
import { useEffect, useState } from 'react';
import { App } from 'antd';
import { errorMessage, tr, useLiveStream, useRestaurantChoices, useScopedUser, type TableCall } from '@menu/shared';
import { serviceEventsPath, serviceKeys, useTodaySummary, useUpdateCall } from '../api/service-api';
import { useCallAlerts } from './use-call-alerts';
import { useCallFeed } from './use-call-feed';
import { useOrderFeed } from './use-order-feed';

/** Re-renders every 15 s so the ages move on. */
function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function useServiceBoard() {
  const user = useScopedUser();
  const { restaurants, single } = useRestaurantChoices();
  const { message } = App.useApp();
  const isSuperAdmin = user?.role === 'SuperAdmin';
  const [picked, setPicked] = useState<number | null>(null);
  // Staff of a restaurant see their own; a SuperAdmin picks one (the stream is per restaurant).
  const restaurantId = isSuperAdmin ? (picked ?? single ?? null) : (user?.restaurantId ?? null);
  const queried = isSuperAdmin ? restaurantId : null;
  const ready = user !== null && restaurantId !== null;
  const summary = useTodaySummary(queried, ready);
  const update = useUpdateCall();
  const alerts = useCallAlerts();
  const calls = useCallFeed(queried, ready, alerts.alert);
  const orders = useOrderFeed(queried, ready, alerts.alertOrder);
  const now = useNow();

  const live = useLiveStream({
    path: ready ? serviceEventsPath(queried) : null,
    // After a reconnect the list and the figures are read again (events may have been missed).
    invalidate: (event) => (event ? [serviceKeys.of('summary')] : [serviceKeys.all]),
    onEvent: (event) => {
      if (event.name === 'order') return orders.onEvent(event.data);
      if (event.name === 'call') calls.onEvent(event.data);
    },
  });

  const onUpdate = (call: TableCall, status: 'acknowledged' | 'done') =>
    update.mutate(
      { id: call.id, status },
      { onError: (error) => void message.error(`${tr.service.updateFailed}: ${errorMessage(error, 'save')}`) },
    );
  const busy = (call: TableCall) => update.isPending && update.variables?.id === call.id;

  return {
    isSuperAdmin,
    restaurants,
    restaurantId,
    setPicked,
    ready,
    summary,
    alerts,
    calls,
    orders,
    now,
    live,
    onUpdate,
    busy,
  };
}

export type ServiceBoardState = ReturnType<typeof useServiceBoard>;
