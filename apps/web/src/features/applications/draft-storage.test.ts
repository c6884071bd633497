import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';

afterEach(() => sessionStorage.clear());

describe('application drafts', () => {
  it('keeps what was typed across a reload of the tab, per form', () => {
    saveDraft('whitelist', { fields: { walletAddress: '0xabc' }, answers: { '1': 'Muita' } });
    expect(loadDraft('whitelist')).toMatchObject({
      fields: { walletAddress: '0xabc' },
      answers: { '1': 'Muita' },
    });
    expect(loadDraft('insertion')).toBeNull();
    clearDraft('whitelist');
    expect(loadDraft('whitelist')).toBeNull();
  });

  it('drops a draft older than an hour or one that is not ours', () => {
    saveDraft('whitelist', { fields: {}, answers: {} });
    expect(loadDraft('whitelist', Date.now() + 61 * 60 * 1000)).toBeNull();
    sessionStorage.setItem('application-draft:insertion', '{"fields": 3}');
    expect(loadDraft('insertion')).toBeNull();
    sessionStorage.setItem('application-draft:insertion', 'not json');
    expect(loadDraft('insertion')).toBeNull();
  });
});
