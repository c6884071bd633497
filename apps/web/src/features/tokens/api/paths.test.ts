import { describe, expect, it } from 'vitest';
import { endpoints } from '@panel/contract/endpoints';
import { redeemTokenPath, tokensPath } from './paths';

describe('token paths', () => {
  it('match the contract', () => {
    expect(endpoints.listTokens).toMatchObject({ method: 'GET', path: tokensPath });
    expect(endpoints.createToken).toMatchObject({ method: 'POST', path: tokensPath });
    expect(endpoints.deleteToken).toMatchObject({ method: 'DELETE', path: `${tokensPath}/:id` });
    expect(endpoints.redeemToken).toMatchObject({ method: 'POST', path: redeemTokenPath });
  });
});
