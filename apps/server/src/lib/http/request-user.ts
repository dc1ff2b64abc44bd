/**
 * The user a route behind a login scope runs for (plugins/access/route-scopes.ts sets request.user before
 * the handler). Generic over the user so lib/ needs no module's types; the request's `user` field
 * is declared with the guards in plugins/guards.ts.
 */
export function userOf<User>(request: { user: User | null }): User {
  if (!request.user) throw new Error('route is not behind a login scope (plugins/access/route-scopes.ts)');
  return request.user;
}
