// Registration and login: scrypt with a per-user salt, constant-time comparison, throttled failures.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';
import type { UserRecord, UsersRepository } from '../repositories/users';
import { createFailureThrottle, type FailureThrottle } from './throttle';

const KEY_LENGTH = 64;
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, SCRYPT, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password as `scrypt$<salt b64>$<hash b64>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The user object the auth routes answer with. */
export interface PublicUser {
  id: number;
  username: string;
  createdAt: string;
}

/** Strips the password hash. */
export function toPublicUser(user: UserRecord): PublicUser {
  return { id: user.id, username: user.username, createdAt: user.createdAt };
}

/** Throttle limits: failures allowed per window. */
export const LOGIN_LIMITS = { perUsername: 5, perIp: 20, windowMs: 15 * 60 * 1000 };

/** Auth use cases. */
export interface AuthService {
  register(username: string, password: string): Promise<PublicUser>;
  login(username: string, password: string, ip: string): Promise<PublicUser>;
  userById(id: number): Promise<PublicUser | null>;
}

// A hash to compare against when the user does not exist, so timing does not reveal which names exist.
const DUMMY_HASH = hashPassword('not-a-real-password');

function tooMany(seconds: number): AppError {
  return new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many login attempts. Try again later.', true, {
    'Retry-After': String(seconds),
  });
}

/** Creates the auth service. */
export function createAuthService(users: UsersRepository): AuthService {
  const byName: FailureThrottle = createFailureThrottle(LOGIN_LIMITS.perUsername, LOGIN_LIMITS.windowMs);
  const byIp: FailureThrottle = createFailureThrottle(LOGIN_LIMITS.perIp, LOGIN_LIMITS.windowMs);
  return {
    async register(username, password) {
      if (await users.findByUsername(username))
        throw new AppError(409, 'CONFLICT', 'Username is already taken');
      const created = await users.create(username, await hashPassword(password));
      if (!created) throw new AppError(409, 'CONFLICT', 'Username is already taken');
      return toPublicUser(created);
    },
    async login(username, password, ip) {
      const nameKey = username.toLowerCase();
      const wait = Math.max(byName.retryAfter(nameKey), byIp.retryAfter(ip));
      if (wait > 0) throw tooMany(wait);
      const user = await users.findByUsername(username);
      const ok = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyPassword(password, await DUMMY_HASH);
      if (!user || !ok) {
        byName.fail(nameKey);
        byIp.fail(ip);
        throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid username or password');
      }
      byName.reset(nameKey);
      return toPublicUser(user);
    },
    async userById(id) {
      const user = await users.findById(id);
      return user ? toPublicUser(user) : null;
    },
  };
}
