import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { PasswordInput } from '@/components/ui/password-input';
import { useSchemaForm } from '@/lib/use-schema-form';
import { isApiError } from '@/lib/api-client';

import {
  createUserSchema,
  USER_CREATED_MESSAGE,
  useCreateUser,
  type CreateUserInput,
} from '../api/create-user';
import styles from './add-user-dialog.module.css';

const EMPTY: CreateUserInput = { name: '', email: '', password: '', role: 'user' };

type AddUserDialogProps = { open: boolean; onClose: () => void };

/** Add User: name, email, password and role (User or Admin), sent to POST /users/signup. */
export function AddUserDialog({ open, onClose }: AddUserDialogProps) {
  const form = useSchemaForm(createUserSchema, EMPTY, { idPrefix: 'add-user' });
  const [failure, setFailure] = useState<string>();
  const create = useCreateUser();
  const { toast } = useToast();

  function close() {
    form.reset();
    setFailure(undefined);
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const request = form.validate();
    if (!request) return;
    create.mutate(request, {
      onSuccess: () => {
        toast({ type: 'success', message: USER_CREATED_MESSAGE });
        close();
      },
      onError: (error) => {
        if (form.showServerErrors(error)) return;
        setFailure(isApiError(error) ? error.message : 'Failed to create user');
      },
    });
  }

  const { values, errors, setField } = form;
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add User"
      description="Create an account for a customer or another admin."
      size="sm"
    >
      <form id="add-user-form" className={styles.form} onSubmit={onSubmit} noValidate aria-label="Add User">
        {(form.formError ?? failure) && (
          <p className={styles.alert} role="alert">
            {form.formError ?? failure}
          </p>
        )}
        <Input
          id="add-user-name"
          label="Name"
          required
          autoComplete="off"
          value={values.name}
          onChange={(event) => setField('name', event.target.value)}
          error={errors.name}
        />
        <Input
          id="add-user-email"
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={values.email}
          onChange={(event) => setField('email', event.target.value)}
          error={errors.email}
        />
        <PasswordInput
          id="add-user-password"
          label="Password"
          required
          autoComplete="new-password"
          hint="At least 6 characters"
          value={values.password}
          onChange={(event) => setField('password', event.target.value)}
          error={errors.password}
        />
        <Select
          id="add-user-role"
          label="Role"
          options={[
            { value: 'user', label: 'User' },
            { value: 'admin', label: 'Admin' },
          ]}
          value={values.role}
          onChange={(event) => setField('role', event.target.value as CreateUserInput['role'])}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} loadingLabel="Creating user">
            Create User
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
