import type { CompareEvent } from '../context';
import { useCompare } from '../context';

/** Sends an analytics event to the provider's `onEvent` (a no-op when none was given). */
export function useTrack(): (event: CompareEvent) => void {
  return useCompare().track;
}
