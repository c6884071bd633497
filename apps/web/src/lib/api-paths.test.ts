import { describe, expect, it } from 'vitest';
import { endpoints } from '@panel/contract/endpoints';
import { apiPaths } from './api-paths';

describe('apiPaths', () => {
  it('matches the contract', () => {
    expect(apiPaths).toEqual({
      me: endpoints.me.path,
      logout: endpoints.logout.path,
      signIn: endpoints.signIn.path,
      publicConfig: endpoints.publicConfig.path,
    });
  });
});
