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

  it('keeps the options picked in choice questions, and still reads drafts without them', () => {
    saveDraft('whitelist', {
      fields: {},
      answers: { '1': 'Muita', '2': ['Sim'], '3': ['Power gaming', 'Combat logging'] },
    });
    expect(loadDraft('whitelist')?.answers).toEqual({
      '1': 'Muita',
      '2': ['Sim'],
      '3': ['Power gaming', 'Combat logging'],
    });
    const older = { fields: { walletAddress: '0xabc' }, answers: { '1': 'Muita' } };
    sessionStorage.setItem(
      'application-draft:insertion',
      JSON.stringify({ ...older, savedAt: Date.now() }),
    );
    expect(loadDraft('insertion')).toMatchObject(older);
    sessionStorage.setItem(
      'application-draft:insertion',
      JSON.stringify({ fields: {}, answers: { '2': ['Sim', 3] }, savedAt: Date.now() }),
    );
    expect(loadDraft('insertion')).toBeNull();
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
