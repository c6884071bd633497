import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const classicSchemas = /zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const jsonSchemaModules = new Set([
  '../core/json-schema-processors.js',
  '../core/to-json-schema.js',
]);
const prefix = '\0zod-without-json-schema:';

/**
 * zod's classic schemas carry `toJSONSchema()` and the code under it (a third of zod, 5 kB gzip
 * of every page that parses an answer), which tree-shaking cannot drop: the methods are set on
 * each schema. The web app never asks a schema for its JSON Schema, so in the web build those
 * two modules are replaced by functions of the same names that throw when called
 * (docs/performance.md#bundle-budgets). The server keeps zod whole.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !classicSchemas.test(importer) || !jsonSchemaModules.has(source)) {
        return null;
      }
      return `${prefix}${path.resolve(path.dirname(importer), source)}`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length);
      const names = [
        ...fs.readFileSync(file, 'utf8').matchAll(/^export (?:function|const|let) (\w+)/gm),
      ].map((match) => match[1]);
      const message = `${path.basename(file)} is left out of the web build (apps/web/build/zod-without-json-schema.ts)`;
      return [
        `const unavailable = () => { throw new Error(${JSON.stringify(message)}); };`,
        ...names.map((name) => `export const ${name} = unavailable;`),
      ].join('\n');
    },
  };
}
