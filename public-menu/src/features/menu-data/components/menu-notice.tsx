// Above the menu when it is not the live one: this device's copy from an earlier visit, or the sample.
import type { MenuText } from '../../../i18n/ui-text';
import type { MenuStatus } from '../use-menu-data';

export function MenuNotice({ status, text, onRetry }: { status: MenuStatus; text: MenuText; onRetry: () => void }) {
  if (status !== 'offline' && status !== 'sample') return null;
  return (
    <div className={`notice notice-${status}`} role="alert">
      <p>{status === 'offline' ? text.offlineNotice : text.sampleNotice}</p>
      <button type="button" className="secondary-button" onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}
