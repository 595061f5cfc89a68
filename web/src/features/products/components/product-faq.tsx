import { useId, useState } from 'react';

import { ChevronDownIcon } from '@/components/icons';
import { SHOP } from '@/config/shop';
import { cx } from '@/lib/class-names';
import { formatKsh } from '@/lib/format';

import type { Product } from '../types';
import styles from './product-faq.module.css';

function questionsFor(product: Product): { question: string; answer: string }[] {
  const { delivery, returns, warrantyYears } = SHOP;
  return [
    {
      question: 'How long does delivery take?',
      answer: `Within Nairobi, standard delivery takes ${delivery.nairobiStandard} and express delivery ${delivery.nairobiExpress}. Other regions of Kenya take ${delivery.otherRegions}. Delivery is free on orders over ${formatKsh(delivery.freeThreshold)} within Nairobi.`,
    },
    {
      question: 'Does it need assembly?',
      answer: product.assemblyRequired
        ? 'Yes, some assembly is required. Our delivery team can assemble it for you when they deliver.'
        : 'No, it arrives ready to use.',
    },
    {
      question: 'Can I return it if it does not fit my space?',
      answer: `Yes. You can return it within ${returns.days} days of delivery, and refunds are processed within ${returns.refundTime}.`,
    },
    {
      question: 'Is there a warranty?',
      answer: `Yes, all our furniture comes with a ${warrantyYears}-year warranty against manufacturing defects.`,
    },
    {
      question: 'How can I pay?',
      answer: 'You can pay by M-Pesa, Visa or Mastercard, PayPal, or cash on delivery.',
    },
  ];
}

/** Common questions about buying this product, as an accordion. */
export function ProductFaq({ product }: { product: Product }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const questions = questionsFor(product);
  return (
    <section className={styles.faq} aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`} className={styles.heading}>
        Frequently Asked Questions
      </h2>
      <ul role="list" className={styles.list}>
        {questions.map((item, index) => {
          const isOpen = open === index;
          return (
            <li key={item.question} className={styles.item}>
              <h3 className={styles.question}>
                <button
                  type="button"
                  id={`${baseId}-q${index}`}
                  aria-expanded={isOpen}
                  aria-controls={`${baseId}-a${index}`}
                  className={styles.toggle}
                  onClick={() => setOpen(isOpen ? null : index)}
                >
                  <span>{item.question}</span>
                  <ChevronDownIcon size={20} className={cx(styles.chevron, isOpen && styles.chevronOpen)} />
                </button>
              </h3>
              <div
                id={`${baseId}-a${index}`}
                role="region"
                aria-labelledby={`${baseId}-q${index}`}
                hidden={!isOpen}
                className={styles.answer}
              >
                <p>{item.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
