// The product list: one section per category (emoji and name as its heading), or the empty state.
// Each card is its own Suspense boundary: the browser then hydrates the server's HTML card by card in
// short, interruptible steps instead of one long task that would block a phone's main thread.
import { memo, Suspense } from 'react';
import type { MenuText } from '../../../i18n/ui-text';
import type { MenuSection } from '../search';
import { ProductCard } from './product-card';

export interface MenuSectionsProps {
  sections: MenuSection[];
  text: MenuText;
  /** Categories outside their time-of-day window, with the words saying when they start. */
  unavailable: Map<number, string>;
  quantities: Map<number, number>;
  onOpen: (productId: number) => void;
  onAdd: (productId: number) => void;
  onRemove: (productId: number) => void;
}

/** Cards this near the top load their images at once; the rest lazily (a phone shows about four). */
const EAGER_CARDS = 4;

export const MenuSections = memo(function MenuSections({
  sections,
  text,
  unavailable,
  quantities,
  onOpen,
  onAdd,
  onRemove,
}: MenuSectionsProps) {
  if (!sections.length) {
    return (
      <div className="empty" role="status">
        <span className="empty-icon" aria-hidden="true">
          🔍
        </span>
        <p className="empty-title">{text.emptyTitle}</p>
        <p>{text.emptyHint}</p>
      </div>
    );
  }
  let position = 0;
  const firstImage = sections.flatMap((s) => s.products).find((p) => p.image)?.id;
  return (
    <>
      {sections.map(({ category, products }) => {
        const blocked = unavailable.get(category.id);
        return (
          <section
            key={category.id}
            className={`section${blocked ? ' section-unavailable' : ''}`}
            aria-labelledby={`c-${category.id}`}
          >
            <h2 className="section-title" id={`c-${category.id}`}>
              <span aria-hidden="true">{category.emoji} </span>
              {category.name}
            </h2>
            {blocked && <p className="section-later">{blocked}</p>}
            {category.description && <p className="section-text">{category.description}</p>}
            <div className="grid">
              {products.map((p) => (
                <Suspense key={p.id} fallback={null}>
                  <ProductCard
                    product={p}
                    emoji={category.emoji}
                    text={text}
                    blocked={blocked}
                    quantity={quantities.get(p.id) ?? 0}
                    eager={position++ < EAGER_CARDS}
                    priority={p.id === firstImage}
                    onOpen={onOpen}
                    onAdd={onAdd}
                    onRemove={onRemove}
                  />
                </Suspense>
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
});
