// The diner's three calls to staff (waiter, bill, printed menu) under the menu's header, each call's state and
// age ("Garson çağrıldı · 2 dk", then "Garson geliyor"), cancel, and why calls are not offered when they are not.
import type { CallText } from '../call-text';
import type { TableCalls } from '../use-table-calls';
import type { CallKind } from '../calls-api';

/** Why calls are not offered; 'unknownTable' while the page does not know its address yet (server render). */
export type CallsUnavailable = 'noTable' | 'callsOff' | 'closed' | 'unknownTable' | null;

interface Props {
  text: CallText;
  calls: TableCalls;
  /** Why calls are not offered; null when they are. */
  unavailable: CallsUnavailable;
  now: Date;
}

const ACTIONS: Array<{ kind: CallKind; icon: string; label: (t: CallText) => string }> = [
  { kind: 'waiter', icon: '🙋', label: (t) => t.waiter },
  { kind: 'bill', icon: '🧾', label: (t) => t.bill },
  { kind: 'printed-menu', icon: '📖', label: (t) => t.printedMenu },
];

const minutesSince = (iso: string, now: Date) => Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));

export function TableServiceBar({ text, calls, unavailable, now }: Props) {
  if (unavailable && unavailable !== 'unknownTable') {
    return (
      <p className="table-service-note" role="note">
        {text[unavailable]}
      </p>
    );
  }
  const failureText = calls.failure
    ? calls.failure.reason === 'tooMany'
      ? text.tooMany
      : calls.failure.reason === 'closed'
        ? text.closed
        : calls.failure.reason === 'off'
          ? text.callsOff
          : calls.failure.reason === 'refused' && calls.failure.message && calls.failure.message !== 'refused'
            ? calls.failure.message
            : text.sendFailed
    : '';
  return (
    <section className="table-service" aria-label={text.title}>
      {unavailable === 'unknownTable' && (
        <p className="table-service-note table-service-no-table" role="note">
          {text.noTable}
        </p>
      )}
      <div className="table-service-actions">
        {ACTIONS.map((action) => (
          <button
            key={action.kind}
            type="button"
            className="secondary-button table-service-button"
            disabled={calls.sending !== null}
            aria-busy={calls.sending === action.kind}
            onClick={() => calls.call(action.kind)}
          >
            <span aria-hidden="true">{action.icon} </span>
            {action.label(text)}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {calls.calls.map((call) => (
          <div key={call.callId} className={`table-call table-call-${call.status}`}>
            <span>
              {call.status === 'acknowledged'
                ? text.coming
                : text.waiting(call.kind, minutesSince(call.createdAt, now))}
            </span>
            <button type="button" className="link-button" onClick={() => calls.cancel(call.callId)}>
              {text.cancel}
            </button>
          </div>
        ))}
        {calls.failure && (
          <div className="table-call table-call-failed" role="alert">
            <span>{failureText}</span>
            {calls.failure.reason !== 'tooMany' && (
              <button type="button" className="link-button" onClick={calls.retry}>
                {text.retry}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
