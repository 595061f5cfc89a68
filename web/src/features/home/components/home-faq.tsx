import { Link } from 'react-router';

import { Accordion } from '@/components/ui/accordion';
import { homeFaqs } from '@/config/faqs';
import { useFreeDeliverySentence } from '@/lib/delivery';
import { useShopFigures } from '@/lib/shop-settings';

import styles from './home-faq.module.css';

/** The five questions at the end of the home page. */
export function HomeFaq() {
  const figures = useShopFigures();
  const freeDelivery = useFreeDeliverySentence();
  return (
    <section className={styles.faq} aria-labelledby="home-faq-heading">
      <div className={styles.intro}>
        <h2 id="home-faq-heading" className={styles.heading}>
          Frequently asked questions
        </h2>
        <p>
          Can&apos;t find your answer? See all <Link to="/faqs">FAQs</Link> or <Link to="/contact">contact us</Link>.
        </p>
      </div>
      <Accordion
        items={homeFaqs(figures, freeDelivery).map((faq) => ({
          id: faq.id,
          title: faq.question,
          content: faq.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
        }))}
      />
    </section>
  );
}
