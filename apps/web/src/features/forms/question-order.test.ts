import { describe, expect, it } from 'vitest';
import { question } from '@/testing/forms-fake-api';
import { moveId } from '@/lib/use-list-moves';
import { questionsOfForm, withOrder } from './question-order';

const questions = [
  question({ id: '2', text: 'B', position: 2 }),
  question({ id: '9', text: 'Cargo', formType: 'insertion', position: 1 }),
  question({ id: '1', text: 'A', position: 1 }),
  question({ id: '3', text: 'C', position: 3 }),
];

describe('question order', () => {
  it('lists one form in position order', () => {
    expect(questionsOfForm(questions, 'whitelist').map((q) => q.id)).toEqual(['1', '2', '3']);
    expect(questionsOfForm(questions, 'insertion').map((q) => q.id)).toEqual(['9']);
  });

  it('swaps with the neighbour, and not past either end', () => {
    expect(moveId(['1', '2', '3'], 0, 1)).toEqual(['2', '1', '3']);
    expect(moveId(['1', '2', '3'], 2, -1)).toEqual(['1', '3', '2']);
    expect(moveId(['1', '2', '3'], 0, -1)).toBeNull();
    expect(moveId(['1', '2', '3'], 2, 1)).toBeNull();
  });

  it('applies a new order to that form only', () => {
    const reordered = withOrder(questions, 'whitelist', ['3', '1', '2']);
    expect(questionsOfForm(reordered, 'whitelist').map((q) => q.id)).toEqual(['3', '1', '2']);
    expect(reordered.find((q) => q.id === '9')?.position).toBe(1);
  });
});
