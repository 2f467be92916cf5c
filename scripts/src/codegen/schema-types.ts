/**
 * TypeScript types of a bundled document, as openapi-typescript's `openapiTS(document,
 * { alphabetize: true, silent: true })` prints them, without what that call does first:
 * load a second copy of Redocly (1.x, its own dependency), lint the document with Redocly's
 * minimal rules and bundle it again. Our document is already bundled, and `npm run
 * spec:lint` lints it with stricter rules; skipping both halves the time of this step.
 * The transform is the package's own, required by path (its exports allow it) from its
 * CommonJS build: imported as ES modules, node would first scan the 9 MB of TypeScript they
 * import for its format and its export names (0.5 s more CPU). The context below is the one
 * openapiTS builds for these options. codegen.test.ts compares the result with openapiTS's
 * on the real contract, so an upgrade that changes either fails there.
 */
import { createRequire } from 'node:module';
import type * as OpenapiTypescript from 'openapi-typescript';
import type { GlobalContext, OpenAPI3 } from 'openapi-typescript';
import type { OpenApiDocument } from './bundle.ts';

const require = createRequire(import.meta.url);
const transformSchema: typeof OpenapiTypescript.transformSchema = require('openapi-typescript/dist/transform/index.cjs');
const {
  resolveRef,
  scanDiscriminators,
}: typeof OpenapiTypescript = require('openapi-typescript/dist/lib/utils.cjs');
const { astToString }: typeof OpenapiTypescript = require('openapi-typescript/dist/lib/ts.cjs');

function contextFor(schema: OpenAPI3): GlobalContext {
  return {
    additionalProperties: false,
    alphabetize: true,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators: scanDiscriminators(schema, { alphabetize: true, silent: true }),
    emptyObjectsUnknown: false,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    // Read only by the lint and bundle steps skipped here.
    redoc: undefined as unknown as GlobalContext['redoc'],
    silent: true,
    inject: undefined,
    transform: undefined,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    resolve($ref) {
      return resolveRef(schema, $ref, { silent: true });
    },
  };
}

/**
 * The types of `document`, as text. Like openapiTS, it rewrites discriminator properties of
 * the document in place: callers that serialize the document do it before.
 */
export function schemaTypesOf(document: OpenApiDocument): string {
  const schema = document as unknown as OpenAPI3;
  return astToString(transformSchema(schema, contextFor(schema)));
}
