import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addEndpoint } from './route';

const endpoint = {
  method: 'POST',
  path: '/api/teste',
  access: 'public',
  summary: 'Teste',
  tag: 'teste',
} as const;

function app() {
  const instance = Fastify();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  return instance;
}

describe('addEndpoint', () => {
  it('refuses to register a body or a form that would drop or keep an unknown field', () => {
    const lax = z.object({ note: z.string() });
    const handler = () => Promise.resolve();
    expect(() =>
      addEndpoint(app(), { ...endpoint, body: z.strictObject({ items: z.array(lax) }) }, handler),
    ).toThrow('POST /api/teste accepts unknown fields in body.items[]: use z.strictObject');
    expect(() =>
      addEndpoint(app(), { ...endpoint, body: z.looseObject({}).nullish() }, handler),
    ).toThrow('accepts unknown fields in body');
    expect(() =>
      addEndpoint(app(), { ...endpoint, form: { fields: lax, files: 'arquivo' } }, handler),
    ).toThrow('accepts unknown fields in form');
  });

  it('gives a change that declares no body an empty one: a field sent to it is refused', async () => {
    const instance = app();
    addEndpoint(instance, endpoint, async (_request, reply) => reply.status(204).send());
    const none = await instance.inject({ method: 'POST', url: '/api/teste' });
    expect(none.statusCode).toBe(204);
    const empty = await instance.inject({ method: 'POST', url: '/api/teste', payload: {} });
    expect(empty.statusCode).toBe(204);
    const field = await instance.inject({ method: 'POST', url: '/api/teste', payload: { a: 1 } });
    expect(field.statusCode).toBe(400);
  });
});
