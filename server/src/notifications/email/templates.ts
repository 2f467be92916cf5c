import { type LanguageCode, languageOf } from '@commerce/client/i18n/languages';
import type { EmailContent } from './render.ts';

/*
 * Which email each notification event sends, with which values and which link. Shopper
 * links go to the storefront's routes (storefront/src/routes), staff links to the admin
 * under /app (admin/src/routes), always absolute from the origin of `publicOrigin()`.
 * Events without an entry here (e.g. `order.return_requested`) are recorded, not mailed.
 */

/** Where the admin app is served (app.ts). */
const ADMIN_BASE = '/app';

export interface TemplateInput {
  data: Readonly<Record<string, unknown>>;
  secret: Readonly<Record<string, string>>;
  to: string;
  /** e.g. `https://shop.example`, no trailing slash. */
  origin: string;
  store: { name: string; invite_link_template: string | null };
  language: LanguageCode;
}

type Template = (input: TemplateInput) => EmailContent;

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function url(origin: string, path: string, query: Record<string, string> = {}): string {
  const link = new URL(path, `${origin}/`);
  for (const [name, value] of Object.entries(query)) link.searchParams.set(name, value);
  return link.href;
}

/** A minor-unit amount in the message's language, e.g. 1250 usd -> `$12.50`. */
export function formatAmount(amount: unknown, currency: unknown, language: LanguageCode): string {
  const code = text(currency).toUpperCase();
  const minor = Number(amount ?? 0);
  try {
    const format = new Intl.NumberFormat(languageOf(language).htmlLang, {
      style: 'currency',
      currency: code,
    });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${code}`;
  }
}

/**
 * An order message's link: the path the caller chose (orders/notices.ts: the account's
 * order page or the guest look-up), else the order's page of the checkout.
 */
function orderLink({ data, origin }: TemplateInput): string {
  const path = typeof data.link === 'string' && data.link.startsWith('/') ? data.link : null;
  return url(origin, path ?? `/order/confirmed/${encodeURIComponent(text(data.id))}`);
}

function orderValues({ data, store }: TemplateInput): Record<string, string> {
  return { number: text(data.display_id), store: store.name };
}

const templates: Record<string, Template> = {
  'order.placed': (input) => ({
    template: 'orderPlaced',
    values: orderValues(input),
    lines: [],
    link: orderLink(input),
  }),
  'order.shipment_created': (input) => {
    const numbers = Array.isArray(input.data.tracking_numbers)
      ? input.data.tracking_numbers.map(text).filter(Boolean)
      : [];
    return {
      template: 'shipmentCreated',
      values: { ...orderValues(input), tracking: numbers.join(', ') },
      lines: numbers.length > 0 ? ['tracking'] : [],
      link: orderLink(input),
    };
  },
  'order.refund_created': (input) => ({
    template: 'refundCreated',
    values: {
      ...orderValues(input),
      amount: formatAmount(input.data.amount, input.data.currency_code, input.language),
    },
    lines: [],
    link: orderLink(input),
  }),
  'order.items_returned': (input) => {
    const refund = Number(input.data.refund_amount ?? 0);
    return {
      template: 'returnReceived',
      values: {
        ...orderValues(input),
        amount: formatAmount(refund, input.data.currency_code, input.language),
      },
      lines: refund > 0 ? ['refund'] : [],
      link: orderLink(input),
    };
  },
  'order_edit.requested': (input) => {
    const due = Number(input.data.difference_due ?? 0);
    return {
      template: 'orderEditRequested',
      values: {
        ...orderValues(input),
        amount: formatAmount(due, input.data.currency_code, input.language),
      },
      lines: due > 0 ? ['due'] : [],
      link: url(input.origin, `/order-edits/${encodeURIComponent(text(input.data.id))}`),
    };
  },
  // admin/src/routes/reset-password.tsx reads `?token=`.
  'user.password_reset': ({ secret, to, origin, store }) => ({
    template: 'userPasswordReset',
    values: { email: to, store: store.name },
    lines: [],
    link: url(origin, `${ADMIN_BASE}/reset-password`, { token: text(secret.token) }),
  }),
  // storefront/src/routes/account.reset-password.tsx reads `?token=&email=`.
  'customer.password_reset': ({ secret, to, origin, store }) => ({
    template: 'customerPasswordReset',
    values: { email: to, store: store.name },
    lines: [],
    link: url(origin, '/account/reset-password', { token: text(secret.token), email: to }),
  }),
  // The store's `invite_link_template` when it has the placeholder (as the admin's own
  // invite link does, admin/src/features/team/invite-link.ts), else admin's `/invite?token=`.
  'invite.created': ({ secret, to, origin, store }) => {
    const token = text(secret.token);
    const template = store.invite_link_template;
    return {
      template: 'invite',
      values: { email: to, store: store.name },
      lines: [],
      link: template?.includes('{invite_token}')
        ? template.replaceAll('{invite_token}', encodeURIComponent(token))
        : url(origin, `${ADMIN_BASE}/invite`, { token }),
    };
  },
  // storefront/src/routes/orders.claim.tsx reads `?token=`.
  'order-update-token.created': ({ data, secret, to, origin, store }) => ({
    template: 'orderClaim',
    values: { email: text(data.old_email) || to, store: store.name },
    lines: [],
    link: url(origin, '/orders/claim', { token: text(secret.token) }),
  }),
};

/** Whether an event sends an email: whether it has a template. */
export function sendsEmail(eventName: string | null | undefined): eventName is string {
  return typeof eventName === 'string' && Object.hasOwn(templates, eventName);
}

/** The email of an event, or undefined when the event sends none. */
export function emailContent(
  eventName: string | null,
  input: TemplateInput,
): EmailContent | undefined {
  return sendsEmail(eventName) ? templates[eventName]?.(input) : undefined;
}

export const MAILED_EVENTS = Object.keys(templates);
