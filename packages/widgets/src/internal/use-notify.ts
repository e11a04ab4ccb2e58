import { useToast } from '@compare/ui';
import { useCallback } from 'react';
import type { Notice } from './location-flow';

/** Shows a toast in the provider's Toaster (at most one at a time). */
export function useNotify(): (notice: Notice) => void {
  const { toast } = useToast();
  return useCallback(
    (notice: Notice) => {
      toast({ title: notice.title, description: notice.description, variant: notice.variant ?? 'default' });
    },
    [toast],
  );
}
