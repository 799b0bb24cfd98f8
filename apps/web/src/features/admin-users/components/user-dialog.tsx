import type { AdminUser } from '@corner/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LastChanged } from '@/components/audit/last-changed';
import { Field, FormDialog, inputClassName, saveFailure } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { blankUser, userFormSchema, type UserFormInput, type UserFormOutput } from './user-form';
import { userTypeLabels, userTypeOptions } from './user-labels';

export interface UserDialogProps {
  /** The user to edit; none: a new user. */
  user?: AdminUser | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a stale save: loads the latest user and opens the dialog afresh on it. */
  onReload?: () => void;
}

const valuesOf = (user: AdminUser | undefined): UserFormInput =>
  user
    ? { email: user.email, name: user.name, phone: user.phone ?? '', type: user.type }
    : blankUser;

/**
 * A new user (a staff invite: they sign in with this e-mail), or another user's e-mail and
 * name. The role of an existing user is changed in the table, after a confirmation.
 */
export function UserDialog({ user, open, onOpenChange, onReload = () => {} }: UserDialogProps) {
  const form = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(userFormSchema),
    values: valuesOf(user),
  });
  const create = useCreateUser();
  const update = useUpdateUser(user?.id ?? '');
  const save = user ? update : create;
  const { toast } = useToast();
  const { errors } = form.formState;
  const change = (next: boolean) => {
    if (!next) {
      form.reset(valuesOf(user));
      create.reset();
      update.reset();
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit((values) => {
    const done = (saved: AdminUser) => {
      toast.success(user ? `Saved ${saved.email}` : `Added ${saved.email}`);
      change(false);
    };
    if (user) {
      const request = {
        email: values.email,
        name: values.name,
        phone: values.phone,
        revision: user.revision,
      };
      update.mutate(request, { onSuccess: done });
    } else create.mutate(values, { onSuccess: done });
  });
  return (
    <FormDialog
      title={user ? 'Edit user' : 'New user'}
      open={open}
      onOpenChange={change}
      onSubmit={(event) => void submit(event)}
      submitLabel={user ? 'Save user' : 'Add user'}
      pendingLabel="Saving…"
      pending={save.isPending}
      {...saveFailure(save.error, { subject: { noun: 'user' }, onReload })}
    >
      {user ? <LastChanged kind="user" id={user.id} /> : null}
      <Field
        label="E-mail"
        error={errors.email?.message}
        hint={user ? undefined : 'They sign in with a link sent to this address.'}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            className={inputClassName}
            autoComplete="off"
            {...form.register('email')}
          />
        )}
      </Field>
      <Field label="Name" error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            autoComplete="off"
            {...form.register('name')}
          />
        )}
      </Field>
      <Field
        label="Phone (optional)"
        error={errors.phone?.message}
        hint="Customers whose designer this is see it."
      >
        {(control) => (
          <input
            {...control}
            type="tel"
            className={inputClassName}
            autoComplete="off"
            {...form.register('phone')}
          />
        )}
      </Field>
      {user ? null : (
        <Field label="Role" error={errors.type?.message}>
          {(control) => (
            <select {...control} className={inputClassName} {...form.register('type')}>
              {userTypeOptions.map((type) => (
                <option key={type} value={type}>
                  {userTypeLabels[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </FormDialog>
  );
}
