// The web app's API types, generated from the published contract (docs/openapi.json) by
// openapi-typescript into src/lib/api-types.ts, so the app and the gateway cannot drift:
//   node scripts/api-types.mjs          (npm run gen:api)   writes the file
//   node scripts/api-types.mjs --check  (npm run check:api) fails when it is not up to date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const documentUrl = new URL('../../docs/openapi.json', import.meta.url);
const target = fileURLToPath(new URL('../src/lib/api-types.ts', import.meta.url));
const header =
  '/**\n * Generated from docs/openapi.json by openapi-typescript (`npm run gen:api`): do not edit.\n' +
  ' * `npm run typecheck` fails when this file is not the document\'s types.\n */\n\n';

const document = JSON.parse(readFileSync(documentUrl, 'utf8'));
// A schema that is only `type: object` (no properties named) takes any fields, as JSON Schema reads
// it: `Record<string, unknown>`, not openapi-typescript's default `Record<string, never>`.
const text = header + astToString(await openapiTS(document, { emptyObjectsUnknown: true }));

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: reported below
  }
  if (current !== text) {
    console.error(
      'web/src/lib/api-types.ts is not generated from docs/openapi.json: run `npm run gen:api` in web/ and commit it.',
    );
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
