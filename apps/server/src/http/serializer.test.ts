import { applicationSchema } from '@panel/contract/api/applications';
import { endpoints } from '@panel/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSerializerCompiler, serializerSchemaOf } from './serializer';

const entry = {
  id: '1',
  userId: '200000000000000001',
  username: 'Gabriel "Gabi" Moura',
  avatarUrl: null,
  createdAt: '2026-11-13T17:52:52.112Z',
  identity: { discordUsername: 'gabriel.1', walletAddress: '0xd6fa', socialMedia: null },
  answers: [{ questionId: null, question: 'Experiência', answer: 'Líder de facção\npor 8 meses.' }],
  roleName: null,
  status: 'pending',
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
  revokedAt: null,
  revokedBy: null,
  revokeReason: null,
  score: 75,
  triage: null,
  votes: [],
  votesRequired: { approve: 1, reject: 1 },
  appeal: null,
};

function compile(schema: z.ZodType, checkAgainstContract: boolean) {
  return contractSerializerCompiler({ checkAgainstContract })({
    schema,
    method: 'GET',
    url: '/api/test',
    httpStatus: '200',
  });
}

describe('the contract serializer', () => {
  it('expresses every response of the contract in JSON Schema', () => {
    const missing = Object.entries(endpoints)
      .filter(([, endpoint]) => 'response' in endpoint && endpoint.response)
      .filter(([, endpoint]) => !serializerSchemaOf((endpoint as { response: z.ZodType }).response))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('writes a nullable value as one schema of two types', () => {
    expect(serializerSchemaOf(z.object({ a: z.string().nullable() }))).toEqual({
      type: 'object',
      properties: { a: { type: ['string', 'null'] } },
      required: ['a'],
      additionalProperties: false,
    });
  });

  it('lets a nullable enum be null inside a union, whose branches are checked', () => {
    const schema = z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), entry: applicationSchema }),
      z.object({ ok: z.literal(false), message: z.string() }),
    ]);
    for (const triage of [null, 'failed'] as const) {
      const data = { ok: true, entry: { ...entry, triage } };
      expect(compile(schema, true)(data)).toBe(JSON.stringify(data));
    }
  });

  it('writes the same text as zod and JSON.stringify', () => {
    const schema = z.array(applicationSchema);
    const data = [entry, { ...entry, id: '2', status: 'approved', identity: null }];
    expect(compile(schema, false)(data)).toBe(JSON.stringify(data));
  });

  it('leaves out fields the contract does not declare, in production too', () => {
    const schema = z.array(applicationSchema);
    const withExtra = [{ ...entry, decidedById: '100000000000000001', searchName: 'gabriel' }];
    for (const check of [false, true]) {
      const text = compile(schema, check)(withExtra);
      expect(JSON.parse(text)).toEqual([entry]);
    }
  });

  it('refuses an answer the contract does not allow when checking', () => {
    const schema = z.object({ count: z.number().int() });
    expect(() => compile(schema, true)({ count: 'três' })).toThrow();
    expect(() => compile(schema, true)({})).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.custom<number>((value) => typeof value === 'number') });
    expect(serializerSchemaOf(schema)).toBeNull();
    expect(compile(schema, false)({ at: 3 })).toBe('{"at":3}');
  });
});
