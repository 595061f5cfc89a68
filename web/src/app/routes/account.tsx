import { useSearchParams } from 'react-router';

import { CartIcon, HeartIcon, ShieldIcon, UserIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-provider';
import { AccountTabs, type AccountTab } from '@/features/auth/components/account-tabs';
import { AccountWishlist } from '@/features/wishlist/components/account-wishlist';
import { PasswordForm } from '@/features/auth/components/password-form';
import { ProfileForm } from '@/features/auth/components/profile-form';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { firstName } from '@/types/user';
import { ContentPage } from '@/components/content-page';
import { AccountOrders } from '@/features/orders/components/account-orders';
import { useWishlist } from '@/features/wishlist/wishlist-provider';

import styles from './account.module.css';

type TabId = 'profile' | 'orders' | 'wishlist' | 'security';

const TAB_IDS: TabId[] = ['profile', 'orders', 'wishlist', 'security'];

function isTabId(value: string | null): value is TabId {
  return TAB_IDS.includes(value as TabId);
}

/** /account (signed in): 'My Account' with Profile, Orders, Wishlist and Security tabs. */
export default function AccountRoute() {
  const { user } = useAuth();
  const { items } = useWishlist();
  const signOut = useSignOut();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabId = isTabId(requested) ? requested : 'profile';

  if (!user) return null;

  const tabs: AccountTab<TabId>[] = [
    {
      id: 'profile',
      label: 'Profile',
      icon: <UserIcon size={18} />,
      content: (
        <section aria-labelledby="profile-heading">
          <h2 id="profile-heading" className={styles.heading}>
            Profile
          </h2>
          <p className={styles.lead}>Your contact details and delivery address, used to fill in checkout.</p>
          <ProfileForm key={user.id} user={user} />
        </section>
      ),
    },
    { id: 'orders', label: 'Orders', icon: <CartIcon size={18} />, content: <AccountOrders userId={user.id} /> },
    { id: 'wishlist', label: 'Wishlist', icon: <HeartIcon size={18} />, content: <AccountWishlist items={items} /> },
    {
      id: 'security',
      label: 'Security',
      icon: <ShieldIcon size={18} />,
      content: (
        <section aria-labelledby="security-heading">
          <h2 id="security-heading" className={styles.heading}>
            Change password
          </h2>
          <p className={styles.lead}>Use at least 6 characters. You stay signed in on this device.</p>
          <PasswordForm />
        </section>
      ),
    },
  ];

  return (
    <ContentPage
      title="My Account"
      narrow={false}
      intro={
        <div className={styles.intro}>
          <p>
            Hello {firstName(user)}, you are signed in as <strong>{user.email}</strong>.
          </p>
          <Button variant="secondary" size="sm" onClick={() => void signOut({ from: '/account' })}>
            Sign Out
          </Button>
        </div>
      }
    >
      <AccountTabs
        label="My Account"
        tabs={tabs}
        active={active}
        onChange={(tab) => setParams(tab === 'profile' ? {} : { tab }, { replace: true })}
      />
    </ContentPage>
  );
}
