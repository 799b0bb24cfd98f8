import type { AdminUser, UserType } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { Button } from '@/components/ui/button/button';
import { inputClassName } from '@/components/ui/form';
import styles from './admin-users.module.css';
import { userTypeLabels, userTypeOptions } from './user-labels';
import { TableScroll } from '@/components/ui/table/table-scroll';

export interface UserTableProps {
  users: AdminUser[];
  /** The signed-in admin: their own role cannot be changed here. */
  currentUserId: string;
  onEdit: (user: AdminUser) => void;
  onRoleChange: (user: AdminUser, type: UserType) => void;
}

/** Users with their role (a select that asks for confirmation) and an edit button. */
const at = (user: { email: string }) => user.email.lastIndexOf('@');

export function UserTable({ users, currentUserId, onEdit, onRoleChange }: UserTableProps) {
  if (users.length === 0) return <p>No users match.</p>;
  return (
    <TableScroll>
      <table className={styles.table}>
        <caption className="visually-hidden">Users</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col" data-priority="low">
              Name
            </th>
            <th scope="col">Role</th>
            <th scope="col" data-priority="low">
              Added
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = user.id === currentUserId;
            return (
              <tr key={user.id}>
                <th scope="row">
                  {/* On a phone the address breaks after its @, not anywhere. */}
                  {user.email.slice(0, at(user) + 1)}
                  <wbr />
                  {user.email.slice(at(user) + 1)}
                </th>
                <td data-priority="low">{user.name}</td>
                <td>
                  <select
                    className={`${inputClassName} ${styles.roleSelect}`}
                    aria-label={`Role of ${user.email}`}
                    aria-describedby={self ? 'own-role-note' : undefined}
                    value={user.type}
                    disabled={self}
                    onChange={(event) => onRoleChange(user, event.target.value as UserType)}
                  >
                    {userTypeOptions.map((type) => (
                      <option key={type} value={type}>
                        {userTypeLabels[type]}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-priority="low">{formatDate(user.createdAt)}</td>
                <td>
                  <Button
                    variant="secondary"
                    onClick={() => onEdit(user)}
                    aria-label={`Edit ${user.email}`}
                  >
                    Edit
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
