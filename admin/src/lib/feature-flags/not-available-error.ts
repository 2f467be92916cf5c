import type { Capability } from './capabilities.ts';

/**
 * Thrown by the main area's guard for a page whose capability the backend lacks (issue 25).
 * Its own small module: the router's error component imports it on the sign-in page.
 */
export class NotAvailableError extends Error {
  override readonly name = 'NotAvailableError';
  readonly capability: Capability;

  constructor(capability: Capability) {
    super(`This backend does not offer ${capability}`);
    this.capability = capability;
  }
}
