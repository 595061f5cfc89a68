import { useCallback } from 'react';

import { useToast } from '@/components/ui/toast';

/** Copies text to the clipboard and says `successMessage`, or that copying failed. */
export function useCopy() {
  const { toast } = useToast();
  return useCallback(
    async (text: string, successMessage: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast({ type: 'success', message: successMessage });
      } catch {
        toast({ type: 'error', message: 'Could not copy to the clipboard' });
      }
    },
    [toast],
  );
}
