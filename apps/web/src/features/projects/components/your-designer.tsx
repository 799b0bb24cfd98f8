import { useSession } from '@/lib/auth/get-session';
import { useProjectDesigner } from '../api/get-project-designer';
import { useProjectMeta } from '../api/get-project-meta';
import styles from './your-designer.module.css';

export interface YourDesignerProps {
  projectId: string;
}

/**
 * Who the customer can call or write to about their project (issue 26): the designer staff
 * chose in the back office. Nothing shows while it loads, when it fails or when there is none:
 * the page is about the project, this is a way to reach a person. The template project is
 * everyone's example, not their project: a customer is not told its designer (the API answers
 * them 404, decision 48), so the call is not made.
 */
export function YourDesigner({ projectId }: YourDesignerProps) {
  const { data: profile } = useSession();
  const { data: meta } = useProjectMeta(projectId, profile?.email);
  const answered = !!meta && !(meta.isDemo && profile?.type === 'customer');
  const { data: designer } = useProjectDesigner(projectId, answered);
  if (!designer) return null;
  return (
    <aside aria-labelledby="your-designer" className={styles.designer}>
      <h2 id="your-designer" className={styles.title}>
        Your designer
      </h2>
      <p className={styles.name}>{designer.name}</p>
      <p className={styles.ways}>
        <a href={`mailto:${designer.email}`}>{designer.email}</a>
        {designer.phone ? (
          <a href={`tel:${designer.phone.replace(/[^\d+]/g, '')}`}>{designer.phone}</a>
        ) : null}
      </p>
    </aside>
  );
}
