import { QuantityStepper } from '@/components/ui/quantity-stepper';

type QuantitySelectorProps = {
  value: number;
  onChange: (quantity: number) => void;
  /** The most that can be chosen (the stock, or 10 when unknown). */
  max: number;
  disabled?: boolean;
};

/** The product page's 'Quantity' stepper, bounded to 1..max. */
export function QuantitySelector(props: QuantitySelectorProps) {
  return <QuantityStepper {...props} />;
}
