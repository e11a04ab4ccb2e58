// Which merchants may take part in a basket's verdicts, by delivery: a merchant must serve the
// shopper's location and, when the shopper asks for a delivery deadline ('Arrives within 15
// min'), its ETA there must meet it. docs/rules.md, "Delivery deadline".
import type { PlatformEta } from './types';

/** The deadlines a shopper can pick on /my-cart, in minutes (no deadline is the other choice). */
export const ARRIVES_WITHIN_OPTIONS = [10, 20, 30] as const;

/** What limits the merchants a verdict may pick, besides their stock and fees. */
export interface DeliveryLimits {
  /** Whether a merchant delivers to the shopper's location. Default: every merchant does. */
  serves?: (merchant: string) => boolean;
  /** A merchant's ETA at the shopper's location in minutes; null or undefined when not known. */
  etaMinutes?: (merchant: string) => number | null | undefined;
  /** Latest arrival the shopper accepts, in minutes; null or undefined for any time. */
  arrivesWithin?: number | null;
}

/**
 * Why a merchant was left out: it does not deliver to the location, its ETA is over the deadline,
 * or a deadline was asked for and its ETA is not known (it cannot promise to meet it).
 */
export type LeftOutReason = 'not-served' | 'too-slow' | 'eta-unknown';

/** A merchant left out of the verdicts, with the reason and its ETA when known. */
export interface LeftOut {
  merchant: string;
  reason: LeftOutReason;
  /** ETA in minutes at the location, when known. */
  eta: number | null;
}

/** Whether a deadline is set: a positive finite number of minutes. */
export function hasDeadline(arrivesWithin: number | null | undefined): arrivesWithin is number {
  return typeof arrivesWithin === 'number' && Number.isFinite(arrivesWithin) && arrivesWithin > 0;
}

/**
 * Why a merchant may not take part under these limits, or null when it may. A merchant that does
 * not serve the location is left out whatever the deadline; under a deadline, one whose ETA is over
 * it (an ETA equal to the deadline meets it) or unknown is left out too.
 */
export function leftOutFor(merchant: string, limits: DeliveryLimits = {}): LeftOut | null {
  const raw = limits.etaMinutes?.(merchant);
  const eta = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
  if (limits.serves && !limits.serves(merchant)) return { merchant, reason: 'not-served', eta };
  if (!hasDeadline(limits.arrivesWithin)) return null;
  if (eta === null) return { merchant, reason: 'eta-unknown', eta };
  return eta > limits.arrivesWithin ? { merchant, reason: 'too-slow', eta } : null;
}

const MINUTES: Record<string, number> = {
  '': 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
};

/**
 * An ETA record's value in minutes: a number (or numeric text) in minutes, the unit defaulting
 * to minutes, or in hours; null when there is none or its unit is not a time we can compare.
 */
export function etaInMinutes(eta: PlatformEta['eta'] | undefined): number | null {
  const value = eta?.value;
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  const factor = MINUTES[(eta?.unit ?? '').trim().toLowerCase()];
  if (!Number.isFinite(number) || number < 0 || factor === undefined) return null;
  return number * factor;
}
