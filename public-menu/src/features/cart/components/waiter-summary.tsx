// 'Sipariş Ver' opens this full-screen summary, written to be shown to the waiter: table, lines, total.
import { useId } from 'react';
import { Sheet } from '../../../components/sheet';
import type { MenuText } from '../../../i18n/ui-text';
import type { PricedLine } from '../cart';
import { lineOptions } from './cart-sheet';

export interface WaiterSummaryProps {
  restaurantName: string;
  table: string | null;
  lines: PricedLine[];
  total: number;
  text: MenuText;
  onClose: () => void;
}

export function WaiterSummary({ restaurantName, table, lines, total, text, onClose }: WaiterSummaryProps) {
  const titleId = useId();
  return (
    <Sheet labelledBy={titleId} onClose={onClose} variant="full" className="summary">
      <div className="summary-inner">
        <p className="summary-restaurant">{restaurantName}</p>
        <h2 id={titleId} className="summary-title">
          {text.summaryTitle}
        </h2>
        <p className="summary-table">{table ? text.table(table) : text.noTable}</p>
        <p className="summary-intro">{text.summaryIntro}</p>
        <ul className="summary-lines">
          {lines.map((line) => (
            <li key={line.key}>
              <span className="summary-qty">{line.quantity}×</span>
              <span className="summary-name">
                {line.product.name}
                {lineOptions(line) && <small>{lineOptions(line)}</small>}
              </span>
              <span className="summary-price">{text.price(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <p className="total-row summary-total">
          <span>{text.total}</span>
          <strong>{text.price(total)}</strong>
        </p>
        <button type="button" className="primary-button wide" onClick={onClose} data-autofocus>
          {text.backToMenu}
        </button>
      </div>
    </Sheet>
  );
}
