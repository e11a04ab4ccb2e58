// The session cookie's signer (middleware/session.ts cookieKeys) signs exactly as keygrip did, so
// every cookie set before still verifies; any of the keys verifies, the first signs; a tampered
// value or signature is refused, also for a value that verified before (remembered).
import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { cookieKeys } from '../src/middleware/session';

describe('cookie keys', () => {
  const keys = ['new-key', 'old-key'];
  const values = ['compare.sid=abc', `compare.sid=${'x'.repeat(43)}`, 'a=+/=?&', 'compare.sid=ü✓'];

  it('signs and verifies as keygrip does', () => {
    const ours = cookieKeys(keys);
    const theirs = new Keygrip(keys);
    for (const data of values) {
      expect(ours.sign(data)).toBe(theirs.sign(data));
      expect(ours.index(data, theirs.sign(data))).toBe(0);
      // A cookie signed with the older key still verifies, as index 1 (the cookies library re-signs it).
      const old = new Keygrip(['old-key']).sign(data);
      expect(ours.index(data, old)).toBe(theirs.index(data, old));
      expect(ours.index(data, old)).toBe(1);
    }
  });

  it('refuses tampered values and signatures, also once a value has verified', () => {
    const ours = cookieKeys(keys);
    const data = 'compare.sid=abc';
    const good = ours.sign(data);
    expect(ours.verify(data, good)).toBe(true);
    expect(ours.verify(data, good)).toBe(true);
    const flipped = (good[0] === 'A' ? 'B' : 'A') + good.slice(1);
    expect(ours.index(data, flipped)).toBe(-1);
    expect(ours.index(data, good.slice(1))).toBe(-1);
    expect(ours.index(data, '')).toBe(-1);
    expect(ours.index('compare.sid=abd', good)).toBe(-1);
    expect(ours.index(data, new Keygrip(['another']).sign(data))).toBe(-1);
  });
});
