// Shown while the cart has something and its sheet is closed: count and total, one tap to open it.
import type { MenuText } from '../../../i18n/ui-text';

export function FloatingCart({
  count,
  total,
  text,
  onOpen,
}: {
  count: number;
  total: number;
  text: MenuText;
  onOpen: () => void;
}) {
  return (
    <div className="floating-cart-wrap">
      <button type="button" className="floating-cart" onClick={onOpen}>
        <span className="floating-count">{text.itemCount(count)}</span>
        <span className="floating-label">{text.viewCart}</span>
        <span className="floating-total">{text.price(total)}</span>
      </button>
    </div>
  );
}
