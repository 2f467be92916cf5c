/** `npm run spec:lint`: lints openapi/admin.yaml and openapi/store.yaml with openapi/redocly.yaml. */
import { resolve } from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';
import { bundleSpec, DOMAINS, openapiDir } from './codegen/bundle.ts';
import { readErrorCodes } from './codegen/error-codes.ts';
import { readPermissionModel } from './codegen/permissions.ts';
import { checkRequestLimits } from './request-limits.ts';
import { checkResponses } from './response-rules.ts';

const config = await createConfig({}, { configPath: resolve(openapiDir, 'redocly.yaml') });
let errors = 0;
let warnings = 0;
for (const domain of DOMAINS) {
  const problems = await lint({ ref: resolve(openapiDir, `${domain}.yaml`), config });
  for (const problem of problems) {
    const where = problem.location[0];
    const file = where
      ? `${where.source.absoluteRef.replace(`${openapiDir}/`, 'openapi/')}#${where.pointer ?? ''}`
      : '';
    console.log(`${problem.severity} ${problem.ruleId}: ${problem.message}\n    at ${file}`);
    if (problem.severity === 'error') errors++;
    else warnings++;
  }
}
// Beyond Redocly's rules: every admin operation names its permission (codegen/permissions.ts).
for (const problem of readPermissionModel(await bundleSpec('admin')).problems) {
  console.log(`error x-permission: ${problem}\n    at openapi/admin.yaml`);
  errors++;
}
// Everything a request carries is bounded (request-limits.ts, issue 22).
for (const domain of DOMAINS) {
  for (const { operationId, path, message } of checkRequestLimits(await bundleSpec(domain))) {
    console.log(
      `error request-limits: ${operationId} ${path}: ${message}\n    at openapi/${domain}.yaml`,
    );
    errors++;
  }
}
// Every operation lists the responses the conventions require (response-rules.ts).
for (const domain of DOMAINS) {
  for (const problem of checkResponses(await bundleSpec(domain))) {
    console.log(`error responses: ${problem}\n    at openapi/${domain}.yaml`);
    errors++;
  }
}
// Every error code an operation lists is in the catalogue, and every catalogued code is used.
for (const problem of readErrorCodes(await Promise.all(DOMAINS.map((d) => bundleSpec(d))))
  .problems) {
  console.log(`error x-error-codes: ${problem}\n    at openapi/components/schemas/ErrorCode.yaml`);
  errors++;
}
console.log(`spec:lint: ${errors} errors, ${warnings} warnings`);
if (errors > 0) process.exitCode = 1;
