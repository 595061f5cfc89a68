import { Link } from 'react-router';

import { ContentPage } from '@/components/content-page';
import { useFreeDeliverySentence } from '@/lib/delivery';

import styles from './blog.module.css';

type Post = { id: string; title: string; date: string; readingTime: string; tag: string; paragraphs: string[]; link: { label: string; to: string } };

const posts = (freeDelivery: string): Post[] => [
  {
    id: 'choose-a-sofa',
    title: 'How to choose a sofa that lasts',
    date: '2026-11-03',
    readingTime: '4 min read',
    tag: 'Buying guide',
    paragraphs: [
      'Start with the frame. Kiln-dried hardwood such as mahogany or mvule resists warping in Nairobi’s dry season and coastal humidity alike. Press on the arms and back: a good frame does not creak or flex.',
      'Next, the seat. High-density foam (at least 32 kg/m³) keeps its shape for years; a fibre wrap adds softness without sagging. Sit for a few minutes, not a few seconds.',
      'Finally, measure twice: the room, the doorway and any stairway. Every product page lists the dimensions, and our delivery team assembles the sofa in place if it needs to come in pieces.',
    ],
    link: { label: 'Browse sofas', to: '/category/living-room-sofas' },
  },
  {
    id: 'small-spaces',
    title: 'Five ideas for small Nairobi apartments',
    date: '2026-10-14',
    readingTime: '5 min read',
    tag: 'Room ideas',
    paragraphs: [
      'Choose furniture on legs: seeing the floor under a sofa or cabinet makes a room feel larger. Keep the largest piece against the longest wall and leave clear paths of about 80 cm.',
      'Let pieces work twice: a storage ottoman is a seat and a blanket box; a nest of tables tucks away when guests leave; an extendable dining table seats four every day and eight on Sundays.',
      'Use mirrors opposite windows to double the light, and pick one bold colour for cushions or a rug rather than many.',
    ],
    link: { label: 'Space planning service', to: '/services/space-planning' },
  },
  {
    id: 'wood-care',
    title: 'Caring for solid wood furniture',
    date: '2026-09-22',
    readingTime: '3 min read',
    tag: 'Care',
    paragraphs: [
      'Dust weekly with a soft, dry cloth, and wipe spills at once. Avoid silicone sprays, which build up a cloudy film.',
      'Keep wood out of strong direct sunlight and away from cookers and heaters; sudden changes in temperature can crack the finish.',
      'Once or twice a year, feed the wood with a good beeswax polish. For scratches or water rings, our maintenance team can restore the finish in your home.',
    ],
    link: { label: 'Care & maintenance service', to: '/services/maintenance' },
  },
  {
    id: 'delivery-day',
    title: 'What to expect on delivery day',
    date: '2026-08-30',
    readingTime: '2 min read',
    tag: 'Delivery',
    paragraphs: [
      `We call you the day before to agree a time. The fee and the delivery dates depend on your county, and every product page shows them for yours. ${freeDelivery}.`,
      'Our team carries everything to the right room, assembles it, and takes the packaging away. Check each piece before you sign, and tell us within 48 hours if anything is not right.',
    ],
    link: { label: 'Shipping policy', to: '/shipping-policy' },
  },
];

const dateFormat = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric' });

/** /blog: guides and ideas from the Samani team. */
export default function BlogRoute() {
  const freeDelivery = useFreeDeliverySentence();
  return (
    <ContentPage
      title="The Samani Journal"
      narrow={false}
      intro="Buying guides, room ideas and care tips from our designers and craftsmen."
    >
      <ol className={styles.posts}>
        {posts(freeDelivery).map((post) => (
          <li key={post.id}>
            <article className={styles.post} aria-labelledby={`post-${post.id}`}>
              <p className={styles.meta}>
                <span className={styles.tag}>{post.tag}</span>
                <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> · {post.readingTime}
              </p>
              <h2 id={`post-${post.id}`} className={styles.title}>
                {post.title}
              </h2>
              {post.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
              <Link to={post.link.to} className={styles.link}>
                {post.link.label}
              </Link>
            </article>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}
