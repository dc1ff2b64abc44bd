import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { updateUser } from '../modules/users/users.queries';

export const STRONG_PASSWORD = 'Sunflower#2026';

let counter = 0;

/** A fresh, valid registration body; every call gets its own email and username. */
export function newAccount(overrides: Partial<{ email: string; password: string; username: string }> = {}) {
  counter += 1;
  // The files of a worker share this counter (docs/decisions/045), so it runs into the thousands;
  // in base 36 the username stays within its 20 characters, where a cut could repeat one.
  const tag = `${Date.now().toString(36)}${counter.toString(36)}`;
  return {
    email: `shopper_${tag}@example.com`,
    password: STRONG_PASSWORD,
    username: `shopper_${tag}`.slice(0, 20),
    ...overrides,
  };
}

export interface LoggedIn {
  token: string;
  cookie: string;
  user: { id: string; email: string; role: string; username: string };
  password: string;
  /** Headers for a request as this user with the Bearer token. */
  bearer: { authorization: string };
}

/** Registers an account through the API, optionally makes it an admin, and logs it in. */
export async function registerAndLogin(
  app: FastifyInstance,
  db: Db,
  options: { role?: 'user' | 'admin'; account?: ReturnType<typeof newAccount> } = {},
): Promise<LoggedIn> {
  const account = options.account ?? newAccount();
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const id = registered.json().user.id as string;
  if (options.role === 'admin') await updateUser(db, id, { role: 'admin' });
  return login(app, account.email, account.password);
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<LoggedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const { token, user } = response.json();
  const setCookie = response.cookies.find((c) => c.name === 'velora_session');
  if (!setCookie) throw new Error('login set no session cookie');
  return {
    token,
    user,
    password,
    cookie: `velora_session=${setCookie.value}`,
    bearer: { authorization: `Bearer ${token}` },
  };
}
