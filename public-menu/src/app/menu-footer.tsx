// The page's foot: the allergen legend, the printable price list, the restaurant's address and phone, and the
// privacy line when the page was opened from a table's QR code.
import type { PublicMenu } from '@menu/shared/menu';
import { AllergenLegend } from '../features/menu/components/menu-filters';
import type { MenuText } from '../i18n/ui-text';

interface MenuFooterProps {
  menu: PublicMenu;
  text: MenuText;
  allergens: string[];
  /** The price list is the live menu's (not this device's copy nor the sample). */
  live: boolean;
  fromTable: boolean;
  apiBase: string;
}

export function MenuFooter({ menu, text, allergens, live, fromTable, apiBase }: MenuFooterProps) {
  const { address, phone } = menu.restaurant;
  return (
    <footer className="footer">
      <AllergenLegend contents={text} allergens={allergens} />
      {live && (
        <p>
          <a
            className="price-list-link"
            href={`${apiBase}/api/public/menu/${menu.restaurant.id}/price-list.pdf`}
            target="_blank"
            rel="noopener"
          >
            <span aria-hidden="true">📄 </span>
            {text.priceList}
          </a>
        </p>
      )}
      {(address || phone) && (
        <p>
          {address}
          {phone && (
            <>
              {address && ' · '}
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </>
          )}
        </p>
      )}
      {fromTable && <p className="privacy">{text.privacy}</p>}
    </footer>
  );
}
