import type { UserType } from '@corner/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { inputClassName } from '@/components/ui/form';
import styles from './admin-users.module.css';
import { userTypeLabels, userTypeOptions } from './user-labels';

export interface UserSearchValue {
  search: string;
  type: UserType | undefined;
}

export interface UserSearchProps {
  value: UserSearchValue;
  onSearch: (value: UserSearchValue) => void;
}

/** Find users by e-mail or name, of one role or all. */
export function UserSearch({ value, onSearch }: UserSearchProps) {
  const [text, setText] = useState(value.search);
  const [type, setType] = useState<UserType | ''>(value.type ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ search: text.trim(), type: type || undefined });
  };
  return (
    <form role="search" className={styles.inline} onSubmit={submit}>
      <label htmlFor="admin-user-search" className="visually-hidden">
        Search users
      </label>
      <input
        id="admin-user-search"
        type="search"
        className={`${inputClassName} ${styles.search}`}
        value={text}
        maxLength={200}
        placeholder="E-mail or name"
        onChange={(event) => setText(event.target.value)}
      />
      <label htmlFor="admin-user-type" className="visually-hidden">
        Role
      </label>
      <select
        id="admin-user-type"
        className={`${inputClassName} ${styles.roleSelect}`}
        value={type}
        onChange={(event) => setType(event.target.value as UserType | '')}
      >
        <option value="">All roles</option>
        {userTypeOptions.map((option) => (
          <option key={option} value={option}>
            {userTypeLabels[option]}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
