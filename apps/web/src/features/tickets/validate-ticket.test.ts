import { describe, expect, it } from 'vitest';
import { emptyMemberChoice } from '@/components/member-picker';
import { validateTicket } from './validate-ticket';

const elisa = {
  userId: '100000000000000005',
  name: 'Elisa Martins',
  username: 'elisa.m',
  avatarUrl: null,
  panelRole: null,
};
const none = emptyMemberChoice;

describe('validateTicket', () => {
  it("gives the contract's messages for the reason", () => {
    expect(validateTicket({ type: 'review_form', reason: '', reported: none }).errors).toEqual({
      reason: 'Explique o motivo em pelo menos 5 caracteres.',
    });
    expect(
      validateTicket({ type: 'review_form', reason: 'a'.repeat(1001), reported: none }).errors,
    ).toEqual({
      reason: 'O motivo pode ter no máximo 1000 caracteres.',
    });
  });

  it('asks for the type', () => {
    expect(
      validateTicket({ type: '', reason: 'Motivo suficiente.', reported: none }).errors,
    ).toEqual({ type: 'Selecione o tipo do ticket.' });
  });

  it('sends the trimmed reason', () => {
    expect(validateTicket({ type: 'review_form', reason: '  Cinco  ', reported: none })).toEqual({
      body: { type: 'review_form', reason: 'Cinco' },
      errors: null,
    });
  });

  it('asks a report for a member picked from the list, not an id typed', () => {
    const typed = { text: '100000000000000005', member: null };
    expect(validateTicket({ type: 'report_user', reason: 'Me ofendeu.', reported: typed })).toEqual(
      { body: null, errors: { reported: 'Escolha o membro que você quer denunciar.' } },
    );
    expect(
      validateTicket({
        type: 'report_user',
        reason: 'Me ofendeu.',
        reported: { text: 'Elisa Martins', member: elisa },
      }),
    ).toEqual({
      body: { type: 'report_user', reason: 'Me ofendeu.', reportedUserId: elisa.userId },
      errors: null,
    });
    // Another type never sends the member picked before the type changed.
    expect(
      validateTicket({
        type: 'review_form',
        reason: 'Refiz as respostas.',
        reported: { text: 'Elisa Martins', member: elisa },
      }).body,
    ).toEqual({ type: 'review_form', reason: 'Refiz as respostas.' });
  });
});
