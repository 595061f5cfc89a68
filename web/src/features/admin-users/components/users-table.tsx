import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { User } from '@/types/user';

import type { Role } from '../api/update-user-role';
import styles from './users-table.module.css';

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

type UsersTableProps = {
  users: User[];
  /** The signed-in admin: their own role and account cannot be changed from here. */
  currentUserId: string | undefined;
  /** The user whose role change is on its way. */
  updatingId: string | undefined;
  onRoleChange: (user: User, role: Role) => void;
  onDelete: (user: User) => void;
};

function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === 'admin' ? 'primary' : 'neutral'}>{role === 'admin' ? 'Admin' : 'User'}</Badge>;
}

function Head() {
  return (
    <thead>
      <tr>
        <th scope="col">User</th>
        <th scope="col">Email</th>
        <th scope="col">Role</th>
        <th scope="col">Actions</th>
      </tr>
    </thead>
  );
}

/** User (name and ID), Email, Role badge, Actions: role dropdown and delete. */
export function UsersTable({ users, currentUserId, updatingId, onRoleChange, onDelete }: UsersTableProps) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Users</caption>
        <Head />
        <tbody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <tr key={user.id}>
                <td data-label="User">
                  <div>
                    <span className={styles.name}>
                      {user.name}
                      {isSelf && <Badge tone="info">You</Badge>}
                    </span>
                    <span className={styles.id}>ID: {user.id}</span>
                  </div>
                </td>
                <td data-label="Email" className={styles.email}>
                  {user.email}
                </td>
                <td data-label="Role">
                  <div>
                    <RoleBadge role={user.role} />
                  </div>
                </td>
                <td data-label="Actions">
                  <div className={styles.actions}>
                    <Select
                      label={`Role for ${user.name}`}
                      hideLabel
                      options={ROLE_OPTIONS}
                      value={user.role}
                      disabled={isSelf || updatingId === user.id}
                      onChange={(event) => onRoleChange(user, event.target.value)}
                      fieldClassName={styles.roleSelect}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      className={styles.delete}
                      disabled={isSelf}
                      aria-label={`Delete ${user.name}`}
                      onClick={() => onDelete(user)}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The table's shape while the users load. */
export function UsersTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className={styles.wrap} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading users
      </span>
      <table className={styles.table} aria-hidden="true">
        <Head />
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              <td data-label="User">
                <div>
                  <Skeleton shape="text" width="60%" />
                  <Skeleton shape="text" width="40%" />
                </div>
              </td>
              <td data-label="Email">
                <Skeleton shape="text" width="80%" />
              </td>
              <td data-label="Role">
                <Skeleton width={56} height={20} />
              </td>
              <td data-label="Actions">
                <Skeleton width={180} height={40} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
