// How a new call gets noticed in a busy room: a short sound (unless muted; the choice is remembered on the
// device), a vibration where the device has it, a browser notification while the tab is in the background
// (permission asked once, from a button), and a sentence for screen readers.
import { useCallback, useRef, useState } from 'react';
import { tr, type TableCall, type TableOrder } from '@menu/shared';

const MUTE_KEY = 'menu.service.muted';

function readMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Two short tones through Web Audio: no sound file to load. */
function chime(context: AudioContext) {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.17);
  }
}

export function useCallAlerts() {
  const [muted, setMutedState] = useState(readMuted);
  const [announcement, setAnnouncement] = useState('');
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );
  const audio = useRef<AudioContext | null>(null);

  const setMuted = useCallback((value: boolean) => {
    setMutedState(value);
    try {
      globalThis.localStorage?.setItem(MUTE_KEY, value ? '1' : '0');
    } catch {
      // private mode: the choice lasts for this page
    }
  }, []);

  const askPermission = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  }, []);

  /** A new call or order: said to screen readers, chimed, vibrated, and notified while the page is hidden. */
  const notify = useCallback(
    (tableNumber: string, kind: string, tag: string) => {
      setAnnouncement(tr.service.announce(tableNumber, kind));
      if (!muted) {
        try {
          const AudioContextClass =
            globalThis.AudioContext ??
            (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
          if (AudioContextClass) {
            audio.current ??= new AudioContextClass();
            void audio.current.resume().then(() => chime(audio.current!));
          }
        } catch {
          // no audio on this device
        }
      }
      globalThis.navigator?.vibrate?.([200, 100, 200]);
      if (
        typeof Notification !== 'undefined' &&
        Notification.permission === 'granted' &&
        document.visibilityState === 'hidden'
      ) {
        try {
          new Notification(tr.service.notificationTitle(tableNumber), { body: kind, tag });
        } catch {
          // some mobile browsers only notify through a service worker
        }
      }
    },
    [muted],
  );

  const alert = useCallback(
    (call: TableCall) => notify(call.tableNumber, tr.service.kindLong[call.kind], `call-${call.id}`),
    [notify],
  );
  const alertOrder = useCallback(
    (order: TableOrder) => notify(order.tableNumber, tr.service.orders.newOrder(order.number), `order-${order.id}`),
    [notify],
  );

  return { muted, setMuted, announcement, alert, alertOrder, permission, askPermission };
}
