import { useId } from 'react';

import { Accordion } from '@/components/ui/accordion';
import { SHOP } from '@/config/shop';
import { useFreeDeliverySentence } from '@/lib/delivery';

import type { Product } from '@/types/product';
import styles from './product-faq.module.css';

function questionsFor(product: Product, freeDelivery: string): { question: string; answer: string }[] {
  const { returns, warrantyYears } = SHOP;
  return [
    {
      question: 'How long does delivery take?',
      answer: `Choose your county under the price: the dates and fee of standard delivery, express where your zone offers it, and each pickup point show there. ${freeDelivery}.`,
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

/** Common questions about buying this product, as an accordion with one answer open at a time. */
export function ProductFaq({ product }: { product: Product }) {
  const headingId = useId();
  const freeDelivery = useFreeDeliverySentence();
  return (
    <section className={styles.faq} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Frequently Asked Questions
      </h2>
      <Accordion
        variant="boxed"
        multiple={false}
        items={questionsFor(product, freeDelivery).map((item) => ({ title: item.question, content: <p>{item.answer}</p> }))}
      />
    </section>
  );
}
