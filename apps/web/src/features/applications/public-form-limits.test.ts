import { describe, expect, it } from 'vitest';
import { identityLimits as contractIdentityLimits } from '@panel/contract/api/applications';
import { formLimits } from '@panel/contract/api/forms';
import { answerLimits, identityLimits } from './public-form-limits';

describe('public form limits', () => {
  it('are the contract’s', () => {
    expect(identityLimits).toEqual(contractIdentityLimits);
    expect(answerLimits).toEqual(formLimits.answer);
  });
});
