// Types for the three modules of openapi-typescript (pinned at 7.13.0) that schema-types.ts
// imports by path; the package publishes types for its main entry only.
declare module 'openapi-typescript/dist/transform/index.mjs' {
  import { transformSchema } from 'openapi-typescript';
  export default transformSchema;
}
declare module 'openapi-typescript/dist/lib/utils.mjs' {
  export { resolveRef, scanDiscriminators } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/lib/ts.mjs' {
  export { astToString } from 'openapi-typescript';
}
