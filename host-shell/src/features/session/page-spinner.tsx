import { tr } from '@menu/shared';

export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <div className="page-spinner__ring" aria-hidden="true" />
      <span>{tr.common.loading}</span>
    </div>
  );
}
