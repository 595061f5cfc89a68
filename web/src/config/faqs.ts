import type { ShopFigures } from '@/lib/shop-settings';

import { SHOP } from './shop';

export type Faq = { id: string; question: string; answer: string[] };
export type FaqGroup = { id: string; title: string; faqs: Faq[] };

const { returns } = SHOP;

/**
 * The five questions on the home page (customer-side.md section 2, "Home"); the fees and VAT
 * they quote are the shop's settings.
 */
export const homeFaqs = (figures: ShopFigures, freeDelivery: string): Faq[] => [
  {
    id: 'delivery-time',
    question: 'How long does delivery take?',
    answer: [
      'It depends on your county: every product page, the cart and the checkout show the delivery dates and the fee for yours, with express where your zone offers it and pickup points as a third choice.',
      `${freeDelivery}. Our team calls you the day before to agree a delivery window.`,
    ],
  },
  {
    id: 'payment',
    question: 'Which payment methods do you accept?',
    answer: [
      'You can pay with M-Pesa (an STK push is sent to your phone at checkout), Visa or Mastercard, PayPal, or cash on delivery.',
      `Cash on delivery carries a ${figures.codFee} handling fee. All prices are in Kenyan shillings. ${figures.vatSentence}`,
    ],
  },
  {
    id: 'returns',
    question: 'Can I return furniture I am not happy with?',
    answer: [
      `Yes. You have ${returns.days} days from delivery to return an item in its original condition. Once we collect and inspect it, your refund is processed within ${returns.refundTime}.`,
      'Custom-made pieces and mattresses whose protective wrap has been removed cannot be returned unless they are faulty.',
    ],
  },
  {
    id: 'warranty',
    question: 'Is my furniture covered by a warranty?',
    answer: [
      `Every piece of furniture we sell carries a ${SHOP.warrantyYears}-year warranty against manufacturing defects in frames, joints, mechanisms and upholstery seams.`,
      'If something goes wrong, contact us with your order number and a photo, and we will repair or replace it.',
    ],
  },
  {
    id: 'showroom',
    question: 'Can I see the furniture before I buy?',
    answer: [
      `Yes. Visit our showroom at ${SHOP.address.building}, ${SHOP.address.street}, ${SHOP.address.area}, ${SHOP.address.city}. It is open Monday to Friday 9:00 AM-8:00 PM, Saturday 10:00 AM-6:00 PM and Sunday 12:00 PM-5:00 PM.`,
      'Our staff can show you fabrics and finishes, measure up with you and place the order for you in store.',
    ],
  },
];

/** The full FAQ page, grouped by topic; includes the home page's five. */
export const faqGroups = (figures: ShopFigures, freeDelivery: string): FaqGroup[] => {
  const home = homeFaqs(figures, freeDelivery);
  return [
  {
    id: 'orders',
    title: 'Orders',
    faqs: [
      {
        id: 'how-to-order',
        question: 'How do I place an order?',
        answer: [
          'Add the pieces you want to your cart, open the cart and choose Proceed to Checkout. Sign in or create an account, enter your delivery details, choose how to pay and confirm.',
          'You receive an order number straight away; you can follow the order under My Orders or on the Track Order page.',
        ],
      },
      {
        id: 'guest-cart',
        question: 'Do I need an account to shop?',
        answer: [
          'You can browse, save items to your wishlist and fill your cart without an account. To pay, you sign in or register, so that your order and its delivery updates are kept safely under your name.',
        ],
      },
      {
        id: 'cancel',
        question: 'Can I cancel my order?',
        answer: [
          'Yes, while the order is still pending (before we start preparing it). Open My Orders, choose the order and select Cancel Order. If you already paid, the refund follows within 7-14 business days. Once an order is processing, call us and we will do our best to help.',
        ],
      },
      {
        id: 'stock',
        question: 'What if an item is out of stock?',
        answer: [
          'Items that are out of stock cannot be added to an order. Many of our pieces are made locally and can be reordered; call us or send a message from the Contact page and we will tell you when it is back.',
        ],
      },
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery',
    faqs: [
      home[0]!,
      {
        id: 'assembly',
        question: 'Do you assemble the furniture?',
        answer: [
          'Yes. Our delivery team assembles beds, wardrobes, dining sets and office furniture in your home at no extra cost, and takes the packaging away.',
        ],
      },
      {
        id: 'regions',
        question: 'Do you deliver outside Nairobi?',
        answer: [
          `Yes, we deliver across Kenya, including Mombasa, Kisumu, Nakuru, Eldoret and Nyeri. Every product page and the checkout show the delivery dates and fee for your county, and you can collect from our pickup points in Nairobi, Mombasa and Kisumu.`,
        ],
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    faqs: [
      home[1]!,
      {
        id: 'mpesa',
        question: 'How does paying with M-Pesa work?',
        answer: [
          'Choose M-Pesa at checkout and enter your Safaricom number (format 254712345678). We send a payment request to your phone: enter your M-Pesa PIN to approve it. The page updates by itself once the payment is confirmed.',
          'If the request times out or fails, your order is kept and you can try again.',
        ],
      },
      {
        id: 'vat',
        question: 'Are your prices VAT inclusive?',
        answer: [`${figures.vatSentence} The checkout shows delivery and the full total before you pay.`],
      },
    ],
  },
  {
    id: 'returns',
    title: 'Returns & warranty',
    faqs: [home[2]!, home[3]!],
  },
  {
    id: 'showroom',
    title: 'Showroom & services',
    faqs: [
      home[4]!,
      {
        id: 'custom',
        question: 'Can you make furniture to my measurements?',
        answer: [
          'Yes. Our custom furniture service makes sofas, beds, wardrobes and dining sets to your size, fabric and finish. Most custom orders are ready in 3-5 weeks.',
        ],
      },
    ],
  },
  ];
};
