import styles from './project-list.module.css';

export type ProjectSortOrder = 'newest' | 'activity';

/** Staff: the list's order, newest first or by the customer's last activity (issue 25). */
export function ProjectSort({
  value,
  onChange,
}: {
  value: ProjectSortOrder;
  onChange: (next: ProjectSortOrder) => void;
}) {
  return (
    <label className={styles.sort}>
      Sort by
      <select
        value={value}
        onChange={(event) => onChange(event.target.value === 'activity' ? 'activity' : 'newest')}
      >
        <option value="newest">Newest first</option>
        <option value="activity">Last customer activity</option>
      </select>
    </label>
  );
}
