// The sticky header: logo, name, description, cart button with its count, search box and category chips. Scrolled
// down it collapses to one compact line (search and cart) so the dishes keep the phone's height; near the top it
// opens again. The two thresholds differ so the header's own change of height cannot flip it back and forth.
import { useEffect, useState, type ReactNode } from 'react';
import type { PublicMenu } from '@menu/shared/menu';
import { ResponsiveImage } from '../../../components/responsive-image';
import type { MenuText } from '../../../i18n/ui-text';
import type { MenuBrowse } from '../use-menu-browse';

export interface MenuHeaderProps {
  menu: PublicMenu;
  text: MenuText;
  /** The search and the chosen category chip. */
  browse: Pick<MenuBrowse, 'query' | 'setQuery' | 'categoryId' | 'setCategoryId'>;
  cartCount: number;
  onOpenCart: () => void;
  /** Under the search box: the filter panel. */
  children?: ReactNode;
}

function Logo({ menu }: { menu: PublicMenu }) {
  const { logo, name } = menu.restaurant;
  if (logo) return <ResponsiveImage className="logo" src={logo} set={menu.restaurant.logoSet} size={48} eager />;
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('tr'))
    .join('');
  return (
    <span className="logo logo-letters" aria-hidden="true">
      {letters}
    </span>
  );
}

const COMPACT_BELOW = 200;
const FULL_ABOVE = 24;

function useCompact(): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const y = window.scrollY;
      setCompact((now) => (now ? y > FULL_ABOVE : y > COMPACT_BELOW));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return compact;
}

export function MenuHeader({
  menu,
  text,
  browse: { query, setQuery: onQuery, categoryId, setCategoryId: onCategory },
  cartCount,
  onOpenCart,
  children,
}: MenuHeaderProps) {
  const compact = useCompact();
  const chips = [
    { id: null as number | null, label: text.all, emoji: '' },
    ...menu.categories.map((c) => ({ id: c.id as number | null, label: c.name, emoji: c.emoji })),
  ];
  return (
    <header className={compact ? 'header header-compact' : 'header'}>
      <div className="header-top">
        <Logo menu={menu} />
        <div className="header-title">
          <h1 className="name">{menu.restaurant.name}</h1>
          {menu.restaurant.description && <p className="description">{menu.restaurant.description}</p>}
        </div>
        <button type="button" className="cart-button" onClick={onOpenCart} aria-label={text.openCart(cartCount)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.4a2 2 0 0 1-1.9 1.6H8.1a2 2 0 0 1-2-1.6L4 2H1V0h4.6l.6 4Z"
              transform="translate(1 1) scale(.9)"
            />
          </svg>
          {cartCount > 0 && (
            <span className="badge" aria-hidden="true">
              {cartCount}
            </span>
          )}
        </button>
      </div>
      <div className="search" role="search">
        <label htmlFor="menu-search" className="visually-hidden">
          {text.searchLabel}
        </label>
        <input
          id="menu-search"
          type="search"
          value={query}
          placeholder={text.searchPlaceholder}
          onChange={(e) => onQuery(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        {query && (
          <button type="button" className="search-clear" onClick={() => onQuery('')} aria-label={text.clearSearch}>
            ×
          </button>
        )}
      </div>
      {children}
      <nav className="chips" aria-label={text.categoriesLabel}>
        {chips.map((chip) => (
          <button
            key={chip.id ?? 'all'}
            type="button"
            className="chip"
            aria-pressed={categoryId === chip.id}
            onClick={() => onCategory(chip.id)}
          >
            {chip.emoji && <span aria-hidden="true">{chip.emoji} </span>}
            {chip.label}
          </button>
        ))}
      </nav>
    </header>
  );
}
