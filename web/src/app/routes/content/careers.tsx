import { SHOP } from '@/config/shop';
import { ContentPage, Prose } from '@/components/content-page';

import styles from './careers.module.css';

type Role = { title: string; team: string; location: string; type: string; summary: string; requirements: string[] };

const ROLES: Role[] = [
  {
    title: 'Showroom Sales Consultant',
    team: 'Sales',
    location: `${SHOP.address.area}, ${SHOP.address.city}`,
    type: 'Full time',
    summary: 'Welcome visitors, help them find the right pieces, and see each order through to delivery.',
    requirements: [
      'Two years or more in retail sales, ideally furniture or home décor',
      'Fluent English and Kiswahili',
      'Available to work weekends on a rota',
    ],
  },
  {
    title: 'Upholsterer',
    team: 'Workshop',
    location: `${SHOP.address.city} workshop`,
    type: 'Full time',
    summary: 'Build and upholster sofas, headboards and chairs to our standards and to custom orders.',
    requirements: ['Three years or more of upholstery experience', 'Able to read technical drawings', 'Eye for detail and finish'],
  },
  {
    title: 'Delivery & Assembly Technician',
    team: 'Logistics',
    location: 'Nairobi and surroundings',
    type: 'Full time',
    summary: 'Deliver and assemble furniture in customers’ homes, carefully and courteously.',
    requirements: ['Experience assembling flat-pack and solid furniture', 'Good physical fitness', 'A valid driving licence is a plus'],
  },
  {
    title: 'Customer Care Officer',
    team: 'Customer care',
    location: `${SHOP.address.area}, ${SHOP.address.city}`,
    type: 'Full time',
    summary: 'Answer calls, emails and messages about orders, payments and deliveries, and solve problems the first time.',
    requirements: ['Diploma or degree', 'One year or more in a customer service role', 'Comfortable with M-Pesa and online systems'],
  },
];

/** /careers: why work here, open roles and how to apply. */
export default function CareersRoute() {
  return (
    <ContentPage
      title="Careers"
      narrow={false}
      intro="Join the team that furnishes Kenyan homes: craftsmen, designers, drivers and sellers who care about doing things well."
    >
      <Prose className={styles.intro}>
        <h2>Working at {SHOP.name}</h2>
        <p>
          We are a Kenyan company of more than 120 people across our showroom, workshop, warehouse and delivery fleet. We
          offer fair pay, medical cover, staff discounts, training and an apprenticeship programme in our workshop.
        </p>
      </Prose>

      <section aria-labelledby="open-roles" className={styles.roles}>
        <h2 id="open-roles" className={styles.heading}>
          Open roles
        </h2>
        <ul className={styles.list}>
          {ROLES.map((role) => (
            <li key={role.title} className={styles.role}>
              <h3 className={styles.roleTitle}>{role.title}</h3>
              <p className={styles.roleMeta}>
                {role.team} · {role.location} · {role.type}
              </p>
              <p>{role.summary}</p>
              <ul className={styles.requirements}>
                {role.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
              <a
                className={styles.apply}
                href={`mailto:${SHOP.emails.careers}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}
              >
                Apply for {role.title}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <Prose className={styles.howTo}>
        <h2>How to apply</h2>
        <p>
          Email your CV and a short cover letter to <a href={`mailto:${SHOP.emails.careers}`}>{SHOP.emails.careers}</a>, with
          the role in the subject line. We reply to every applicant within two weeks. Don&apos;t see the right role? Send us
          your CV anyway: we keep it on file for six months.
        </p>
        <p>
          {SHOP.name} never asks applicants for money at any stage of recruitment. Please report any such request to us.
        </p>
      </Prose>
    </ContentPage>
  );
}
