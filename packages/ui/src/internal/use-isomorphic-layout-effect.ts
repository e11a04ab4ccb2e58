import { useEffect, useLayoutEffect } from 'react';

/** @internal useLayoutEffect in the browser, useEffect on the server (where it would warn). */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
