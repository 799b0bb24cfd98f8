import { isStaff } from '@corner/contracts/display';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page/page';
import { useSession } from '@/lib/auth/get-session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './admin.module.css';
import { sectionsFor } from './sections';

/** /admin: what each section of the back office keeps. */
export function Component() {
  useDocumentTitle('Back office');
  const { data: user } = useSession();
  const sections = user && isStaff(user.type) ? sectionsFor(user.type) : [];
  return (
    <>
      <PageHeader title="Back office" intro="The company's data: keep it here." />
      <ul className={styles.sections}>
        {sections.map((section) => (
          <li key={section.to}>
            <Link to={section.to}>{section.label}</Link>
            <p>{section.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
