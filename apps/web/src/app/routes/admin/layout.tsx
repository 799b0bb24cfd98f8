import { isStaff } from '@corner/contracts/display';
import { NavLink, Outlet } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { useSession } from '@/lib/auth/get-session';
import { StaffOnly } from '@/features/auth/components/staff-only';
import styles from './admin.module.css';
import { sectionsFor } from './sections';

/** /admin/…: the back office's navigation around each section (staff only). */
export function Component() {
  const { data: user } = useSession();
  const sections = user && isStaff(user.type) ? sectionsFor(user.type) : [];
  return (
    <StaffOnly>
      <Page>
        <nav aria-label="Back office" className={styles.nav}>
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className={styles.navLink}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Outlet />
      </Page>
    </StaffOnly>
  );
}
