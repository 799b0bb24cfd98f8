import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { inputClassName } from '@/components/ui/form';
import styles from './admin-projects.module.css';

export interface AdminProjectSearchProps {
  value: string;
  onSearch: (search: string) => void;
}

/** Find a project by its name or a customer's e-mail (the staff search of GET /projects). */
export function AdminProjectSearch({ value, onSearch }: AdminProjectSearchProps) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.inline} onSubmit={submit}>
      <label htmlFor="admin-project-search" className="visually-hidden">
        Search projects
      </label>
      <input
        id="admin-project-search"
        type="search"
        className={`${inputClassName} ${styles.search}`}
        value={text}
        maxLength={200}
        placeholder="Project name or customer e-mail"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
