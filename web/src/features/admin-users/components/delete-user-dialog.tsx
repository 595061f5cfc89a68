import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { User } from '@/types/user';

type Account = Pick<User, 'id' | 'name'>;

type DeleteUserDialogProps<A extends Account> = {
  user: A | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (user: A) => void;
};

/** The delete confirmation (admin-side.md section 2), in the spec's words. */
export function DeleteUserDialog<A extends Account>({ user, deleting, onCancel, onConfirm }: DeleteUserDialogProps<A>) {
  return (
    <Dialog
      open={user !== null}
      onClose={onCancel}
      title="Delete user"
      size="sm"
      description={
        user
          ? `Are you sure you want to delete ${user.name}? This action cannot be undone and will remove all associated data.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" loading={deleting} loadingLabel="Deleting" onClick={() => user && onConfirm(user)}>
            Delete User
          </Button>
        </>
      }
    />
  );
}
