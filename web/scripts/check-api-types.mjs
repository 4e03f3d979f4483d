// Fails when src/shared/api/schema.d.ts no longer matches what openapi-typescript makes of the
// committed OpenAPI snapshot (which a Rust test keeps equal to the server's code).
// Fix with `make api-types`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = join(mkdtempSync(join(tmpdir(), 'api-types-')), 'schema.d.ts');
execFileSync('npx', ['openapi-typescript', 'src/shared/api/openapi.json', '-o', out], { stdio: 'ignore' });
const fresh = readFileSync(out, 'utf8');
const committed = readFileSync('src/shared/api/schema.d.ts', 'utf8');
if (fresh !== committed) {
  console.error('src/shared/api/schema.d.ts is out of date with openapi.json: run `make api-types`.');
  process.exit(1);
}
console.log('API types match the OpenAPI snapshot.');
