import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import styles from './project-search.module.css';

export interface ProjectSearchProps {
  value: string;
  onSearch: (search: string) => void;
}

/** Staff: find a project by its name or a customer's e-mail. */
export function ProjectSearch({ value, onSearch }: ProjectSearchProps) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="project-search">Search projects</label>
      <input
        id="project-search"
        type="search"
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
