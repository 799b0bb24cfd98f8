import type { ProjectWelcome } from '@corner/contracts';
import {
  enquiryCountryNames,
  enquiryKitchenSizeLabels,
  isEnquiryCountry,
} from '@corner/contracts/display';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './enquiry-recap.module.css';

export interface EnquiryRecapProps {
  welcome: NonNullable<ProjectWelcome>;
  /** The heading level of the page's sections: 2 under the page's title. */
  headingLevel?: 2 | 3;
}

/**
 * A new customer's first visit (decision 52): what they asked for in their enquiry and what
 * happens next, in staff's words (content slot `welcome-next-step`). Beside the spec's empty
 * states of the dashboard and the estimate page; rendered from data alone, so it could render
 * on the server.
 */
export function EnquiryRecap({ welcome, headingLevel = 2 }: EnquiryRecapProps) {
  const { enquiry, nextStep } = welcome;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const country = isEnquiryCountry(enquiry.country)
    ? enquiryCountryNames[enquiry.country]
    : enquiry.country;
  const paragraphs = nextStep
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <section aria-labelledby="enquiry-recap" className={styles.recap}>
      <Heading id="enquiry-recap" className={styles.title}>
        What you asked us for
      </Heading>
      <dl className={styles.details}>
        <dt>Kitchen</dt>
        <dd>
          {enquiryKitchenSizeLabels[enquiry.kitchenSize]} kitchen
          {enquiry.kitchen ? (
            <>
              , like <Link to={paths.kitchen(enquiry.kitchen.slug)}>{enquiry.kitchen.name}</Link>{' '}
              from the gallery
            </>
          ) : null}
        </dd>
        <dt>Where</dt>
        <dd>
          {country}, {enquiry.postcode}
        </dd>
        {enquiry.message.trim() ? (
          <>
            <dt>Your message</dt>
            <dd className={styles.message}>{enquiry.message}</dd>
          </>
        ) : null}
      </dl>
      <Heading className={styles.title}>What happens next</Heading>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.next}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
