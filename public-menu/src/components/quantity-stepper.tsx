// − n + with real buttons and an accessible name for each.
import type { MenuText } from '../i18n/ui-text';

export interface QuantityStepperProps {
  name: string;
  quantity: number;
  text: MenuText;
  onDecrease: () => void;
  onIncrease: () => void;
  max?: number;
  min?: number;
}

export function QuantityStepper({
  name,
  quantity,
  text,
  onDecrease,
  onIncrease,
  max = 99,
  min = 0,
}: QuantityStepperProps) {
  return (
    <div className="stepper" role="group" aria-label={text.quantityOf(name, quantity)}>
      <button
        type="button"
        className="step"
        onClick={onDecrease}
        aria-label={text.decrease(name)}
        disabled={quantity <= min}
      >
        −
      </button>
      <span className="step-count" aria-live="polite">
        {quantity}
      </span>
      <button
        type="button"
        className="step"
        onClick={onIncrease}
        aria-label={text.increase(name)}
        disabled={quantity >= max}
      >
        +
      </button>
    </div>
  );
}
