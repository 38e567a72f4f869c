// One dish: image (lazy, fixed size: no layout shift), badges, name, price (an old price struck through),
// description, ingredients, and the add button or, once in the cart, the quantity control.
import { memo } from 'react';
import { ALLERGEN_ICONS, CONTENT_ICONS, isAllergenCode, type ContentTexts } from '@menu/shared/allergens';
import type { PublicMenuProduct } from '@menu/shared/menu';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { ResponsiveImage } from '../../../components/responsive-image';
import type { MenuText } from '../../../i18n/ui-text';

export interface ProductCardProps {
  product: PublicMenuProduct;
  emoji: string;
  text: MenuText;
  /** Its category is outside its time-of-day window: why it cannot be added now ("08:00'de başlar"). */
  blocked?: string;
  quantity: number;
  /** Near the top of the list: its image loads at once. */
  eager?: boolean;
  /** The first image of the list: fetched first. */
  priority?: boolean;
  /** Stable callbacks taking the product id, so a card re-renders only when its own props change. */
  onOpen: (productId: number) => void;
  onAdd: (productId: number) => void;
  onRemove: (productId: number) => void;
}

/**
 * The price; with a discount, the reference price struck through (the lowest of the 30 days before the
 * discount began, named for screen readers and on hover by `referenceLabel`) and the discounted one.
 */
export function Price({
  product,
  text,
  className = '',
}: {
  product: Pick<PublicMenuProduct, 'price' | 'discountedPrice' | 'referencePrice'>;
  text: Pick<MenuText, 'price' | 'reference'>;
  className?: string;
}) {
  const referenceLabel = text.reference;
  const discounted = product.discountedPrice != null && product.discountedPrice < product.price;
  return (
    <span className={`price ${className}`}>
      {discounted ? (
        <>
          <del className="old-price" title={referenceLabel}>
            <span className="visually-hidden">{referenceLabel}: </span>
            {text.price(product.referencePrice ?? product.price)}
          </del>{' '}
          <ins className="new-price">{text.price(product.discountedPrice!)}</ins>
        </>
      ) : (
        text.price(product.price)
      )}
    </span>
  );
}

export function Badges({ product, text }: { product: PublicMenuProduct; text: MenuText }) {
  const badges: Array<[string, string]> = [];
  if (product.isVegan) badges.push(['veg', text.vegan]);
  else if (product.isVegetarian) badges.push(['veg', text.vegetarian]);
  if (product.isSpicy)
    badges.push([
      'spicy',
      `${text.spicy}${product.spicyLevel > 0 ? ' ' + '🌶'.repeat(Math.min(3, Math.ceil(product.spicyLevel / 2))) : ''}`,
    ]);
  if (product.isGlutenFree) badges.push(['gf', text.glutenFree]);
  if (!badges.length) return null;
  return (
    <ul className="badges">
      {badges.map(([kind, label]) => (
        <li key={kind} className={`tag tag-${kind}`}>
          {label}
        </li>
      ))}
    </ul>
  );
}

/** Allergens (icon and name), alcohol, pork and the portion weight; nothing when the product declares none. */
export function Contents({
  product,
  contents,
  className = 'card-contents',
}: {
  product: PublicMenuProduct;
  contents: ContentTexts;
  className?: string;
}) {
  const allergens = (product.allergens ?? []).filter(isAllergenCode);
  if (!allergens.length && !product.containsAlcohol && !product.containsPork && !product.portionGrams) return null;
  return (
    <p className={className}>
      {allergens.length > 0 && (
        <span className="allergens">
          <span className="visually-hidden">{contents.title}: </span>
          {allergens.map((a) => (
            <span key={a} className="allergen">
              <span aria-hidden="true">{ALLERGEN_ICONS[a]}</span> {contents.allergens[a]}
            </span>
          ))}
        </span>
      )}
      {product.containsAlcohol && (
        <span className="content-note">
          <span aria-hidden="true">{CONTENT_ICONS.alcohol}</span> {contents.alcohol}
        </span>
      )}
      {product.containsPork && (
        <span className="content-note">
          <span aria-hidden="true">{CONTENT_ICONS.pork}</span> {contents.pork}
        </span>
      )}
      {product.portionGrams ? <span className="portion">{contents.portion(product.portionGrams)}</span> : null}
    </p>
  );
}

export function ProductImage({
  product,
  emoji,
  size,
  eager,
  priority,
}: {
  product: PublicMenuProduct;
  emoji: string;
  size: number;
  eager?: boolean;
  priority?: boolean;
}) {
  if (!product.image) {
    return (
      <span className="thumb thumb-empty" style={{ width: size, height: size }} aria-hidden="true">
        {emoji}
      </span>
    );
  }
  return (
    <ResponsiveImage
      className="thumb"
      src={product.image}
      set={product.imageSet}
      size={size}
      eager={eager}
      priority={priority}
    />
  );
}

export const ProductCard = memo(function ProductCard({
  product,
  emoji,
  text,
  blocked,
  quantity,
  eager,
  priority,
  onOpen: open,
  onAdd: add,
  onRemove: remove,
}: ProductCardProps) {
  const available = product.isAvailable && !blocked;
  const onOpen = () => open(product.id);
  const onAdd = () => add(product.id);
  const onRemove = () => remove(product.id);
  return (
    <article className={`card${available ? '' : ' card-sold-out'}`} aria-labelledby={`p-${product.id}`}>
      <div className="card-body">
        <h3 className="card-title" id={`p-${product.id}`}>
          <button type="button" className="link-button" onClick={onOpen}>
            {product.name}
          </button>
        </h3>
        <Badges product={product} text={text} />
        {product.description && <p className="card-text">{product.description}</p>}
        {product.ingredients && (
          <p className="card-ingredients">
            <span className="visually-hidden">{text.ingredients}: </span>
            {product.ingredients}
          </p>
        )}
        <Contents product={product} contents={text} />
        <div className="card-footer">
          <Price product={product} text={text} />
          {!available ? (
            <span className="sold-out-label">{blocked ?? text.soldOut}</span>
          ) : quantity > 0 ? (
            <QuantityStepper
              name={product.name}
              quantity={quantity}
              text={text}
              onDecrease={onRemove}
              onIncrease={onAdd}
            />
          ) : (
            <button type="button" className="add-button" onClick={onAdd} aria-label={text.addNamed(product.name)}>
              + {text.add}
            </button>
          )}
        </div>
      </div>
      <div className="card-media" onClick={onOpen}>
        <ProductImage product={product} emoji={emoji} size={96} eager={eager} priority={priority} />
      </div>
    </article>
  );
});
