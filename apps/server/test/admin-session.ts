import { users } from '../src/db/schema/users';
import { demoIds, signIn } from './sign-in';
import type { TestApp } from './test-app';

/**
 * On a database without the demo seed: the demo administrator's row (with the administrator
 * role), then a real sign-in through the local Discord. Returns the session cookie.
 */
export async function signInSeededAdmin(t: TestApp): Promise<string> {
  await t.database.db
    .insert(users)
    .values({
      id: demoIds.administrador,
      username: 'ana.admin',
      displayName: 'Ana Souza',
      roleName: 'administrador',
    })
    .onConflictDoNothing();
  return signIn(t.app, demoIds.administrador);
}
