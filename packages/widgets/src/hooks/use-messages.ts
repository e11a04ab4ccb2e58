import { formatMessage, type MessageKey, type Messages } from '@compare/core';
import { useCallback } from 'react';
import { useCompare } from '../context';

/** The active catalogue (locale plus the partner's overrides). */
export function useMessages(): Messages {
  return useCompare().messages;
}

/**
 * Translator: `t('addedToCartDescription', { name, variant })` in the active locale, whose plural
 * rules pick a plural message's form (Hindi counts 0 and 1 as 'one', English only 1).
 */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Returns a translator bound to the active catalogue and locale. */
export function useT(): Translate {
  const { messages, locale } = useCompare();
  return useCallback((key, values) => formatMessage(messages[key], values, locale), [messages, locale]);
}
