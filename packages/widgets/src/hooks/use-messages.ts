import { formatMessage, type MessageKey, type Messages } from '@compare/core';
import { useCallback } from 'react';
import { useCompare } from '../context';

/** The active catalogue (locale plus the partner's overrides). */
export function useMessages(): Messages {
  return useCompare().messages;
}

/** Translator: `t('addedToCartDescription', { name, variant })` in the active locale. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Returns a translator bound to the active catalogue. */
export function useT(): Translate {
  const messages = useMessages();
  return useCallback((key, values) => formatMessage(messages[key], values), [messages]);
}
