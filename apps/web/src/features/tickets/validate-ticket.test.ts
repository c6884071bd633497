import { describe, expect, it } from 'vitest';
import { validateTicket } from './validate-ticket';

describe('validateTicket', () => {
  it("gives the contract's messages for the reason", () => {
    expect(validateTicket({ type: 'review_form', reason: '' }).errors).toEqual({
      reason: 'Explique o motivo em pelo menos 5 caracteres.',
    });
    expect(validateTicket({ type: 'review_form', reason: 'a'.repeat(1001) }).errors).toEqual({
      reason: 'O motivo pode ter no máximo 1000 caracteres.',
    });
  });

  it('asks for the type', () => {
    expect(validateTicket({ type: '', reason: 'Motivo suficiente.' }).errors).toEqual({
      type: 'Selecione o tipo do ticket.',
    });
  });

  it('sends the trimmed reason', () => {
    expect(validateTicket({ type: 'report_user', reason: '  Cinco  ' })).toEqual({
      body: { type: 'report_user', reason: 'Cinco' },
      errors: null,
    });
  });
});
