import { afterAll, beforeAll } from 'vitest';
import { signInSeededAdmin } from './admin-session';
import { apiCaller, type Call } from './api';
import { demoIds, signIn, type DemoRole } from './sign-in';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface UseTestAppOptions<R extends DemoRole> extends TestAppOptions {
  /** Rows the file needs before the sign-ins (on an empty database, the users who sign in). */
  prepare?: (t: TestApp) => Promise<void>;
  /** Demo roles signed in once for the file, in this order; their cookies are in `as`. */
  signIn?: readonly R[];
}

/**
 * The one test app of a test file: built in `beforeAll`, closed in `afterAll`, with the demo
 * roles of `signIn` signed in through the local Discord, after `prepare` (without the demo seed,
 * the administrator's row is written first; `prepare` writes the others). Read `t` and `as`
 * inside hooks and tests only.
 */
export function useTestApp<const R extends DemoRole = never>(options: UseTestAppOptions<R> = {}) {
  const { signIn: roles = [], prepare, ...appOptions } = options;
  const state: { t?: TestApp; cookies?: Record<R, string> } = {};
  beforeAll(async () => {
    const t = await createTestApp(appOptions);
    state.t = t;
    await prepare?.(t);
    const cookies: Partial<Record<R, string>> = {};
    for (const role of roles) {
      const seededAdmin = appOptions.seed === false && role === 'administrador';
      cookies[role] = seededAdmin ? await signInSeededAdmin(t) : await signIn(t.app, demoIds[role]);
    }
    state.cookies = cookies as Record<R, string>;
  });
  afterAll(() => state.t?.close());

  const started = (): TestApp => {
    if (!state.t) throw new Error('the test app starts in beforeAll');
    return state.t;
  };
  const call: Call = ((...args: Parameters<Call>) =>
    (apiCaller(started()) as (...a: unknown[]) => ReturnType<Call>)(...args)) as Call;
  return {
    get t() {
      return started();
    },
    /** The session cookie of each signed-in role: `call('listTickets', s.as.suporte)`. */
    get as(): Record<R, string> {
      if (!state.cookies) throw new Error('the demo roles sign in in beforeAll');
      return state.cookies;
    },
    call,
  };
}
