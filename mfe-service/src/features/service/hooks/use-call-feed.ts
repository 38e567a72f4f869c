// The board's calls: the waiting list kept current by the staff stream's `call` events, and an alert for
// each new call.
import { TableCallSchema, type TableCall } from '@menu/shared';
import { isLiveCall, serviceKeys, useLiveCalls } from '../api/service-api';
import { useLiveFeed } from './use-live-feed';

const LIVE_KEY = serviceKeys.of('live');
const isNewCall = (call: TableCall) => call.status === 'open';

export function useCallFeed(restaurantId: number | null, enabled: boolean, onNew: (call: TableCall) => void) {
  const query = useLiveCalls(restaurantId, enabled);
  const { records, onEvent } = useLiveFeed({
    query,
    queryKey: LIVE_KEY,
    schema: TableCallSchema,
    onBoard: isLiveCall,
    isNew: isNewCall,
    onNew,
  });
  return { query, calls: records, onEvent };
}
