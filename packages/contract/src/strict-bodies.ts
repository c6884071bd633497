import { z } from 'zod';
import type { Endpoint } from './endpoints/types';

/**
 * Where a schema accepts a field it does not name: the paths of its objects that are not
 * strict (`z.strictObject`), walking into arrays, unions, optionals, pipes and the rest.
 * A request body must have none, so an unknown field is refused with a 400 instead of being
 * dropped silently (docs/decisions/2026-11-28-strict-bodies.md).
 */
export function laxObjectPaths(schema: z.core.$ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<z.core.$ZodType>();
  const visit = (node: z.core.$ZodType, path: string): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = (node as z.core.$ZodTypes)._zod.def;
    const here = path || '(root)';
    switch (def.type) {
      case 'object': {
        const catchall = def.catchall;
        if (catchall?._zod.def.type !== 'never') found.push(here);
        for (const [key, child] of Object.entries(def.shape)) visit(child, `${path}.${key}`);
        if (catchall && catchall._zod.def.type !== 'never') visit(catchall, `${path}.*`);
        return;
      }
      case 'array':
        return visit(def.element, `${path}[]`);
      case 'tuple':
        def.items.forEach((item, index) => visit(item, `${path}[${index}]`));
        if (def.rest) visit(def.rest, `${path}[]`);
        return;
      case 'record':
        return visit(def.valueType, `${path}.*`);
      case 'union':
        def.options.forEach((option) => visit(option, path));
        return;
      case 'intersection':
        visit(def.left, path);
        return visit(def.right, path);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return visit(def.innerType, path);
      case 'pipe':
        // What the caller sends is checked by `in`; `out` may still shape it further.
        visit(def.in, path);
        return visit(def.out, path);
      case 'lazy':
        return visit(def.getter(), path);
      default:
        return;
    }
  };
  visit(schema, '');
  return found;
}

/** What a change that declares no body accepts: nothing, or an empty JSON object. */
export const emptyBodySchema = z.strictObject({}).nullish();

/** The lax objects of an endpoint's JSON body and multipart text fields, e.g. `body.reason`. */
export function laxBodyPaths(endpoint: Endpoint): string[] {
  const lax = (part: string, schema: z.core.$ZodType | undefined) =>
    schema
      ? laxObjectPaths(schema).map((path) => (path === '(root)' ? part : `${part}${path}`))
      : [];
  return [...lax('body', endpoint.body), ...lax('form', endpoint.form?.fields)];
}
