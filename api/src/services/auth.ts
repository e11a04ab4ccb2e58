// Registration and login: scrypt at OWASP's parameters with the parameters stored in each hash
// (older hashes are upgraded at the next successful login), constant-time comparison, and login
// limits kept in the database so every instance shares them.
//
// Login limits stop guessing without handing attackers a way to lock the owner out:
// - per (username, client): a few failures block that pair only;
// - per client: many failures across usernames block that client;
// - per username from everywhere (slower): past it, clients with recent failures are refused
//   outright, while a client with none still gets its password checked, so the owner on a clean
//   network signs in even while an account is under attack from many addresses.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';
import { type LimitSettings, SCRYPT_LOG2N_DEFAULT } from '../config';
import { AppError } from '../errors';
import type { LimitsRepository } from '../repositories/limits';
import type { UserRecord, UsersRepository } from '../repositories/users';
import { tooManyRequests } from './limits';

const KEY_LENGTH = 64;
const R = 8;
const P = 1;
/** Parameters of hashes written before they were stored in the hash (`scrypt$salt$hash`). */
const LEGACY_LOG2N = 14;

/** scrypt parameters as stored in a hash. */
export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

// scrypt runs on libuv's thread pool (4 threads), which SQLite queries and file reads share: two
// hashes at a time leave threads free for them, so a burst of logins queues here, not everywhere.
const hashing = pLimit(2);

function scryptAsync(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.log2N;
  // scrypt needs 128 * N * r bytes; allow twice that so Node's default 32 MiB cap never refuses it.
  const maxmem = 256 * N * params.r + 1024 * 1024;
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { N, r: params.r, p: params.p, maxmem }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

/** Reads `scrypt$ln=17,r=8,p=1$<salt>$<hash>` or the legacy `scrypt$<salt>$<hash>` (N=2^14). */
export function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  let params: ScryptParams = { log2N: LEGACY_LOG2N, r: R, p: P };
  let rest = parts.slice(1);
  if (parts.length === 4) {
    const m = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/.exec(parts[1] ?? '');
    if (!m) return null;
    params = { log2N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
    if (params.log2N < 1 || params.log2N > 22 || params.r < 1 || params.p < 1) return null;
    rest = parts.slice(2);
  } else if (parts.length !== 3) return null;
  const [saltB64, hashB64] = rest;
  if (!saltB64 || !hashB64) return null;
  return { params, salt: Buffer.from(saltB64, 'base64'), hash: Buffer.from(hashB64, 'base64') };
}

/** Hashes a password as `scrypt$ln=<log2 N>,r=8,p=1$<salt b64>$<hash b64>`. */
export async function hashPassword(password: string, log2N = SCRYPT_LOG2N_DEFAULT): Promise<string> {
  const params = { log2N, r: R, p: P };
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, params);
  return `scrypt$ln=${log2N},r=${R},p=${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Checks a password against a stored hash (any stored parameters) in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await scryptAsync(password, parsed.salt, parsed.params);
  return parsed.hash.length === actual.length && timingSafeEqual(parsed.hash, actual);
}

/** True when a stored hash was made with other parameters than the configured ones. */
export function needsRehash(stored: string, log2N: number): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.log2N !== log2N || parsed.params.r !== R || parsed.params.p !== P;
}

/** The one normal form of a username: what registration stores, login looks up and uniqueness compares. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
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

/** Auth use cases; `client` is the limit key of the caller's network (see middleware/client.ts). */
export interface AuthService {
  register(username: string, password: string, client: string): Promise<PublicUser>;
  /** Removes a user whose registration could not be completed (its session could not be stored). */
  discardRegistration(id: number): Promise<void>;
  login(username: string, password: string, client: string): Promise<PublicUser>;
  userById(id: number): Promise<PublicUser | null>;
}

/** What the auth service needs. */
export interface AuthServiceDeps {
  users: UsersRepository;
  limits: LimitsRepository;
  settings: LimitSettings;
  /** scrypt cost for new hashes (config.scryptLog2N). */
  scryptLog2N: number;
}

const tooManyLogins = (retryAfterMs: number) =>
  tooManyRequests('TOO_MANY_ATTEMPTS', 'Too many login attempts. Try again later.', retryAfterMs);

/** Creates the auth service. */
export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { users, limits, settings, scryptLog2N } = deps;
  // A hash to compare against when the user does not exist, so timing does not reveal which names
  // exist; made on first use at the configured cost.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => {
    dummyHash ??= hashPassword('not-a-real-password', scryptLog2N);
    return dummyHash;
  };
  return {
    async register(username, password, client) {
      const name = normaliseUsername(username);
      const now = Date.now();
      const attempts = await limits.hit(`register:${client}`, settings.register.windowMs, now);
      if (attempts.points > settings.register.points) {
        throw tooManyRequests(
          'TOO_MANY_REQUESTS',
          'Too many accounts created from this network. Try again later.',
          attempts.resetAt - now,
        );
      }
      if (await users.findByUsername(name)) throw new AppError(409, 'CONFLICT', 'Username is already taken');
      const created = await users.create(name, await hashPassword(password, scryptLog2N));
      if (!created) throw new AppError(409, 'CONFLICT', 'Username is already taken');
      return toPublicUser(created);
    },
    async discardRegistration(id) {
      await users.remove(id);
    },
    async login(username, password, client) {
      const name = normaliseUsername(username);
      const now = Date.now();
      const pairKey = `login:pair:${client}:${name}`;
      const clientKey = `login:client:${client}`;
      const userKey = `login:user:${name}`;
      // Every attempt counts up front (parallel guesses cannot all slip past a check); a correct
      // password gives the client's count back below.
      const [pair, fromClient, forUser] = await Promise.all([
        limits.hit(pairKey, settings.loginPair.windowMs, now),
        limits.hit(clientKey, settings.loginClient.windowMs, now),
        limits.peek([userKey], now).then((m) => m.get(userKey)),
      ]);
      if (pair.points > settings.loginPair.points) throw tooManyLogins(pair.resetAt - now);
      if (fromClient.points > settings.loginClient.points) throw tooManyLogins(fromClient.resetAt - now);
      const underAttack = forUser !== undefined && forUser.points >= settings.loginUsername.points;
      const cleanClient = fromClient.points === 1;
      if (underAttack && !cleanClient) throw tooManyLogins(forUser.resetAt - now);

      const user = await users.findByUsername(name);
      const ok = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyPassword(password, await dummy());
      if (!user || !ok) {
        const counted = await limits.hit(userKey, settings.loginUsername.windowMs, now);
        if (counted.points > settings.loginUsername.points) throw tooManyLogins(counted.resetAt - now);
        throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid username or password');
      }
      await Promise.all([limits.clear(pairKey), limits.release(clientKey, now)]);
      if (needsRehash(user.passwordHash, scryptLog2N)) {
        // The password is known only now: upgrade an older hash to the current parameters.
        await users.updatePasswordHash(user.id, await hashPassword(password, scryptLog2N));
      }
      return toPublicUser(user);
    },
    async userById(id) {
      const user = await users.findById(id);
      return user ? toPublicUser(user) : null;
    },
  };
}
