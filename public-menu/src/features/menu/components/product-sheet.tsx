// A dish in full: choose a variant (its price modifier) and add-ons, a quantity, and add it to the cart
// at the price shown on the button.
import { useId, useState } from 'react';
import { unitPrice, type CartLine, type PublicMenuAddon, type PublicMenuProduct } from '@menu/shared/menu';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { Sheet, SheetHead } from '../../../components/sheet';
import type { MenuText } from '../../../i18n/ui-text';
import { Badges, Contents, Price, ProductImage } from './product-card';

export interface ProductSheetProps {
  product: PublicMenuProduct;
  emoji: string;
  addons: PublicMenuAddon[];
  text: MenuText;
  /** Its category is outside its time-of-day window: why it cannot be added now. */
  blocked?: string;
  onAdd: (line: CartLine) => void;
  onClose: () => void;
}

export function ProductSheet({ product, emoji, addons, text, blocked, onAdd, onClose }: ProductSheetProps) {
  const titleId = useId();
  const signed = (n: number) => (n > 0 ? `+${text.price(n)}` : n < 0 ? `−${text.price(-n)}` : '');
  const defaultVariant = product.variants.find((v) => v.isDefault) ?? product.variants[0] ?? null;
  const [variantId, setVariantId] = useState<number | null>(defaultVariant?.id ?? null);
  const [addonIds, setAddonIds] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  const chosen = addons.filter((a) => addonIds.includes(a.id));
  const total = unitPrice(product, variant, chosen) * quantity;

  const toggleAddon = (id: number) =>
    setAddonIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  return (
    <Sheet labelledBy={titleId} onClose={onClose} className="product-sheet">
      <SheetHead titleId={titleId} title={product.name} closeLabel={text.close} onClose={onClose} focusClose />
      <div className="sheet-scroll">
        <div className="sheet-product">
          <ProductImage product={product} emoji={emoji} size={112} />
          <div>
            <Price product={product} text={text} className="price-large" />
            {product.discountedPrice != null && product.discountedPrice < product.price && (
              <p className="meta price-note">
                {text.reference}: {text.price(product.referencePrice ?? product.price)}
              </p>
            )}
            <Badges product={product} text={text} />
            {(product.preparationTime || product.calories > 0) && (
              <p className="meta">
                {[
                  product.preparationTime ? `⏱ ${text.minutes(product.preparationTime)}` : '',
                  product.calories > 0 ? text.calories(product.calories) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
          </div>
        </div>
        {product.description && <p className="sheet-text">{product.description}</p>}
        {product.ingredients && (
          <p className="sheet-text">
            <strong>{text.ingredients}:</strong> {product.ingredients}
          </p>
        )}
        <Contents product={product} contents={text} className="sheet-text sheet-contents" />
        {product.isAvailable && product.variants.length > 0 && (
          <fieldset className="options">
            <legend>{text.variant}</legend>
            {product.variants.map((v) => (
              <label key={v.id} className={`option${variantId === v.id ? ' option-checked' : ''}`}>
                <input
                  type="radio"
                  name={`variant-${product.id}`}
                  checked={variantId === v.id}
                  onChange={() => setVariantId(v.id)}
                />
                <span className="option-name">
                  {v.name}
                  {v.description && <small>{v.description}</small>}
                </span>
                <span className="option-price">{signed(v.priceModifier)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {product.isAvailable && addons.length > 0 && (
          <fieldset className="options">
            <legend>{text.addons}</legend>
            {addons.map((a) => (
              <label key={a.id} className={`option${addonIds.includes(a.id) ? ' option-checked' : ''}`}>
                <input type="checkbox" checked={addonIds.includes(a.id)} onChange={() => toggleAddon(a.id)} />
                <span className="option-name">
                  {a.name}
                  {a.description && <small>{a.description}</small>}
                </span>
                <span className="option-price">{a.price > 0 ? `+${text.price(a.price)}` : text.free}</span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <div className="sheet-actions">
        {product.isAvailable && !blocked ? (
          <>
            <QuantityStepper
              name={product.name}
              quantity={quantity}
              text={text}
              min={1}
              onDecrease={() => setQuantity((q) => Math.max(1, q - 1))}
              onIncrease={() => setQuantity((q) => Math.min(99, q + 1))}
            />
            <button
              type="button"
              className="primary-button grow"
              onClick={() => {
                onAdd({ productId: product.id, variantId, addonIds, quantity });
                onClose();
              }}
            >
              {text.addToCart} · {text.price(total)}
            </button>
          </>
        ) : (
          <button type="button" className="primary-button grow" disabled>
            {blocked ?? text.soldOut}
          </button>
        )}
      </div>
    </Sheet>
  );
}
