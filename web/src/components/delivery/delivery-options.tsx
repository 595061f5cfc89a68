import { Select } from '@/components/ui/select';
import { KENYA_COUNTIES } from '@/config/counties';
import { cx } from '@/lib/class-names';
import {
  askOf,
  choiceFee,
  choiceKey,
  choiceTitle,
  choiceWhen,
  isChosen,
  type DeliveryAsk,
  type DeliveryChoice,
} from '@/lib/delivery';
import { formatKsh } from '@/lib/format';

import styles from './delivery-options.module.css';

type CountyPickerProps = {
  value: string;
  onChange: (county: string) => void;
  id: string;
  label?: string;
  disabled?: boolean;
};

/** The county the shopper is delivered to (Kenya's 47), remembered by the caller. */
export function CountyPicker({ value, onChange, id, label = 'Deliver to county', disabled = false }: CountyPickerProps) {
  return (
    <Select
      id={id}
      label={label}
      placeholder="Select your county"
      value={value}
      disabled={disabled}
      options={KENYA_COUNTIES.map((name) => ({ value: name, label: name }))}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** One choice's second line: its window, and what is missing for free delivery or the point's address. */
function ChoiceDetail({ choice }: { choice: DeliveryChoice }) {
  const point = choice.pickupPoint;
  return (
    <>
      <span className={styles.muted}>{choiceWhen(choice)}</span>
      {point && (
        <span className={styles.muted}>
          {point.address} · {point.hours}
        </span>
      )}
      {choice.method === 'standard' && choice.amountToFree > 0 && (
        <span className={styles.muted}>Add {formatKsh(choice.amountToFree)} more for free delivery</span>
      )}
    </>
  );
}

type DeliveryOptionsProps = {
  /** The quote's choices for the county (empty while unknown). */
  options: readonly DeliveryChoice[];
  ask: DeliveryAsk;
  onChoose: (change: Partial<DeliveryAsk>) => void;
  /** Prefix of the radios' ids and name. */
  id: string;
  disabled?: boolean;
};

/** Standard, express where offered and each pickup point, with its fee and dates, as radio buttons. */
export function DeliveryOptions({ options, ask, onChoose, id, disabled = false }: DeliveryOptionsProps) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.box} data-testid={`${id}-options`}>
      <legend className={styles.title}>Delivery to {options[0]?.county}</legend>
      <div className={styles.choices}>
        {options.map((choice) => {
          const key = choiceKey(choice);
          const chosen = isChosen(choice, ask);
          return (
            <label key={key} className={cx(styles.choice, chosen && styles.chosen)} data-testid={`${id}-${key}`}>
              <input
                type="radio"
                name={`${id}-delivery`}
                value={key}
                checked={chosen}
                disabled={disabled}
                onChange={() => onChoose(askOf(choice))}
                className={styles.radio}
              />
              <span className={styles.text}>
                <span className={styles.line}>
                  <span>{choiceTitle(choice)}</span>
                  <span>{choiceFee(choice)}</span>
                </span>
                <ChoiceDetail choice={choice} />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The promise an order keeps: how, when and (for pickup) where. */
export function DeliveryPromise({ delivery }: { delivery: DeliveryChoice | null | undefined }) {
  if (!delivery) return null;
  return (
    <div className={styles.summary} data-testid="delivery-promise">
      <span className={styles.title}>
        {choiceTitle(delivery)} ({choiceFee(delivery)})
      </span>
      <span>
        {delivery.method === 'pickup' ? 'Ready to collect' : `To ${delivery.county}, arriving`} {choiceWhen(delivery).replace(/^(Arrives|Ready) /, '')}
      </span>
      {delivery.pickupPoint && (
        <span className={styles.muted}>
          {delivery.pickupPoint.address} · {delivery.pickupPoint.hours}
        </span>
      )}
    </div>
  );
}
