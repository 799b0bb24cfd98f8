import type { AdminUser, UserType } from '@corner/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { PageHeader } from '@/components/ui/page/page';
import { Pagination } from '@/components/ui/pagination/pagination';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useSession } from '@/lib/auth/get-session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEditorSession } from '@/hooks/use-editor-session';
import { useUsers } from '../api/get-users';
import styles from './admin-users.module.css';
import { RoleChangeDialog, type RoleChange } from './role-change-dialog';
import { UserDialog } from './user-dialog';
import { userTypeOptions } from './user-labels';
import { UserSearch, type UserSearchValue } from './user-search';
import { UserTable } from './user-table';

/** This screen's address (not in config/paths: the entry every page loads carries that). */
const usersPath = '/admin/users';

function listSearch(value: UserSearchValue, page = 1) {
  const params = new URLSearchParams();
  if (value.search) params.set('search', value.search);
  if (value.type) params.set('type', value.type);
  if (page > 1) params.set('page', String(page));
  return params;
}

function pageOf(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /admin/users (admins): staff and customers, searchable; edit, invite, change roles. */
export function AdminUsersPage() {
  useDocumentTitle('Users · Back office');
  const { data: me } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const givenType = searchParams.get('type');
  const value: UserSearchValue = {
    search: searchParams.get('search')?.trim() ?? '',
    type: userTypeOptions.find((type) => type === givenType),
  };
  const page = pageOf(searchParams);
  const users = useUsers({ ...value, page });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  // After a stale save: the edited user as the refreshed list has them, in a fresh dialog.
  const { session, reload } = useEditorSession(async () => {
    const fresh = await users.refetch();
    setEditing((current) => fresh.data?.items.find((user) => user.id === current?.id) ?? current);
  });
  const [creating, setCreating] = useState(false);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);
  return (
    <>
      <PageHeader title="Users" intro="Staff and customers, by e-mail.">
        <Button onClick={() => setCreating(true)}>New user</Button>
      </PageHeader>
      <UserSearch
        key={`${value.search}|${value.type ?? ''}`}
        value={value}
        onSearch={(next) => setSearchParams(listSearch(next))}
      />
      {users.isPending ? <LoadingState label="Loading users…" /> : null}
      {users.isError ? (
        <ErrorPanel error={users.error} onRetry={() => void users.refetch()} />
      ) : null}
      {users.data ? (
        <>
          <UserTable
            users={users.data.items}
            currentUserId={me?.id ?? ''}
            onEdit={setEditing}
            onRoleChange={(user, type: UserType) => setRoleChange({ user, type })}
          />
          <p id="own-role-note" className={styles.note}>
            Your own role can only be changed by another admin, so the company always keeps one.
          </p>
          <Pagination
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            hrefFor={(number) => `${usersPath}?${listSearch(value, number).toString()}`}
            label="User pages"
          />
        </>
      ) : null}
      <UserDialog open={creating} onOpenChange={setCreating} />
      <UserDialog
        key={`${editing?.id ?? 'none'}:${session}`}
        user={editing ?? undefined}
        onReload={() => void reload()}
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />
      <RoleChangeDialog change={roleChange} onClose={() => setRoleChange(null)} />
    </>
  );
}
