import { formatMessage, type Messages, type PlatformEta } from '@compare/core';

/**
 * An ETA for display: 'N/A' when the merchant has none; the unit defaults to 'mins' when the value
 * is numeric.
 */
export function formatEta(eta: PlatformEta['eta'] | undefined, messages: Messages): string {
  const value = eta?.value;
  if (value === null || value === undefined || value === '') return messages.notAvailable;
  const numeric = typeof value === 'number' || /^\d+(\.\d+)?$/.test(String(value).trim());
  const unit = eta?.unit?.trim() ?? '';
  if (numeric && (unit === '' || unit === 'mins')) return formatMessage(messages.etaMinutes, { value });
  return unit ? `${value} ${unit}` : String(value);
}
