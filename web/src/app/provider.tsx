import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { ToastProvider } from '@/components/ui/toast';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { CartProvider } from '@/features/cart/cart-provider';
import { WishlistProvider } from '@/features/wishlist/wishlist-provider';
import { createQueryClient } from '@/lib/query-client';

import { FeatureBindings } from './feature-bindings';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

/** Everything the screens share: server cache, toasts, the session, cart and wishlist. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <AuthProvider>
          <CartProvider>
            <WishlistProvider>
              <FeatureBindings>{children}</FeatureBindings>
            </WishlistProvider>
          </CartProvider>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
