import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page/page';
import { paths } from '@/config/paths';
import styles from './enquiries.module.css';

/**
 * What a visitor reads once the enquiry is sent, in plain words and on its own: the page's
 * heading, which takes the focus.
 */
export function EnquirySent({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.sent}>
      <PageHeader
        eyebrow="Get an estimate"
        title="Thank you: we have your enquiry"
        titleRef={heading}
      />
      <p>
        We have sent a confirmation to <strong>{email}</strong>. A designer will contact you within
        two working days to talk about your room and the kitchen you would like.
      </p>
      <p>
        In the meantime, have a look at <Link to={paths.kitchens}>more kitchens</Link> or the{' '}
        <Link to={paths.catalog}>components</Link> they are made of.
      </p>
    </section>
  );
}
