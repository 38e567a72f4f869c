// The product list: one section per category (emoji and name as its heading), or the empty state.
import type { MenuText } from '../../../i18n/ui-text';
import type { MenuSection } from '../search';
import { ProductCard } from './product-card';

export interface MenuSectionsProps {
  sections: MenuSection[];
  text: MenuText;
  quantities: Map<number, number>;
  onOpen: (productId: number) => void;
  onAdd: (productId: number) => void;
  onRemove: (productId: number) => void;
}

export function MenuSections({ sections, text, quantities, onOpen, onAdd, onRemove }: MenuSectionsProps) {
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
  return (
    <>
      {sections.map(({ category, products }) => (
        <section key={category.id} className="section" aria-labelledby={`c-${category.id}`}>
          <h2 className="section-title" id={`c-${category.id}`}>
            <span aria-hidden="true">{category.emoji} </span>
            {category.name}
          </h2>
          {category.description && <p className="section-text">{category.description}</p>}
          <div className="grid">
            {products.map((p) => (
              <ProductCard
                key={p.id}
                product={p}
                emoji={category.emoji}
                text={text}
                quantity={quantities.get(p.id) ?? 0}
                onOpen={() => onOpen(p.id)}
                onAdd={() => onAdd(p.id)}
                onRemove={() => onRemove(p.id)}
              />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
