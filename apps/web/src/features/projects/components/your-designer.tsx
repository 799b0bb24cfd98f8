import { useProjectDesigner } from '../api/get-project-designer';
import styles from './your-designer.module.css';

export interface YourDesignerProps {
  projectId: string;
}

/**
 * Who the customer can call or write to about their project (issue 26): the designer staff
 * chose in the back office. Nothing shows while it loads, when it fails or when there is none:
 * the page is about the project, this is a way to reach a person.
 */
export function YourDesigner({ projectId }: YourDesignerProps) {
  const { data: designer } = useProjectDesigner(projectId);
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
