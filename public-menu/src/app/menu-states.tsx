// The page before there is a menu to show: loading, or no such restaurant.
import type { MenuText } from '../i18n/ui-text';

export function MenuLoading({ text }: { text: MenuText }) {
  return (
    <div className="app">
      <div className="loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{text.loading}</p>
      </div>
    </div>
  );
}

export function MenuNotFound({ text }: { text: MenuText }) {
  return (
    <div className="app">
      <div className="empty not-found">
        <span className="empty-icon" aria-hidden="true">
          🍽️
        </span>
        <h1 className="empty-title">{text.notFoundTitle}</h1>
        <p>{text.notFoundHint}</p>
      </div>
    </div>
  );
}
