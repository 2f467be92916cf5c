/** The client runtime alone, without React: for servers, scripts and other non-React code. */
export {
  type Client,
  type ClientConfig,
  createClient,
  DEFAULT_BASE_URL,
  type RequestOptions,
} from './client.ts';
export { errorCode } from './error-code.ts';
export { ClientError, ClientErrorKind, type ServerErrorBody } from './errors.ts';
