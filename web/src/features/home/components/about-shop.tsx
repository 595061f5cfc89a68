import { Link } from 'react-router';

import { officeHoursLine, SHOP } from '@/config/shop';

import styles from './about-shop.module.css';
import { useFreeDeliverySentence } from '@/lib/delivery';
import { useShopFigures } from '@/lib/shop-settings';

/** The long descriptive text about the shop, true to the shop facts. */
export function AboutShop() {
  const figures = useShopFigures();
  const freeDelivery = useFreeDeliverySentence();
  const { returns } = SHOP;
  return (
    <section className={styles.about} aria-labelledby="about-shop-heading">
      <h2 id="about-shop-heading" className={styles.heading}>
        Quality furniture online in Kenya, from {SHOP.name}
      </h2>
      <div className={styles.columns}>
        <div>
          <h3>Furniture for every room of the home</h3>
          <p>
            {SHOP.name} has furnished Kenyan homes since {SHOP.foundedYear}. From our showroom on{' '}
            {SHOP.address.street.split(',')[0]} in {SHOP.address.area}, {SHOP.address.city}, we sell{' '}
            <Link to="/category/living-room">living room furniture</Link> such as sofas, sectional sofas, coffee tables
            and TV stands; <Link to="/category/bedroom">bedroom furniture</Link> including beds, wardrobes, dressers and
            headboards; <Link to="/category/dining-room">dining sets</Link> from four to eight seaters;{' '}
            <Link to="/category/office">office desks and chairs</Link>; <Link to="/category/outdoor">outdoor and garden furniture</Link>;
            storage, décor, <Link to="/category/kids-room">kids&apos; beds and double deckers</Link>, and{' '}
            <Link to="/category/mattresses">mattresses</Link> for every budget.
          </p>
          <p>
            Many of our pieces are made by Kenyan craftsmen from hardwoods such as mahogany, mvule and cypress, and
            upholstered in fabrics chosen for family life: easy to clean, fade resistant and hard wearing.
          </p>
        </div>
        <div>
          <h3>Delivery across Kenya, by county</h3>
          <p>
            We deliver to all 47 counties: every product page, the cart and the checkout show the fee and the dates
            for yours, with express where your zone offers it and pickup points as a third choice. {freeDelivery}.
            Our team assembles your furniture and takes the packaging away. Read our{' '}
            <Link to="/shipping-policy">shipping policy</Link> for the zones.
          </p>
          <h3>Pay the way you like</h3>
          <p>
            Pay securely with M-Pesa, Visa, Mastercard or PayPal, or choose cash on delivery. Prices are in Kenyan
            shillings. {figures.vatSentence} See all <Link to="/payment-options">payment options</Link>.
          </p>
        </div>
        <div>
          <h3>Shop with confidence</h3>
          <p>
            Every piece carries a {SHOP.warrantyYears}-year warranty. If something is not right, you have{' '}
            {returns.days} days to return it, and refunds are made within {returns.refundTime} (see our{' '}
            <Link to="/return-policy">return policy</Link>). Our customer team answers calls and emails {officeHoursLine()},
            and replies to every message within {SHOP.replyWithin}.
          </p>
          <p>
            Prefer to see and feel before you buy? <Link to="/showroom">Visit our showroom</Link>, ask about our{' '}
            <Link to="/services/interior-design">interior design</Link> and{' '}
            <Link to="/services/custom-furniture">custom furniture</Link> services, or{' '}
            <Link to="/contact">get in touch</Link>.
          </p>
        </div>
      </div>
    </section>
  );
}
