import { HeadingLevel } from '@commerce/ui';
import { ResourceNotes } from '../../lib/notes/resource-notes.tsx';
import { OrderClaims, OrderSwaps } from './order-after-sales.tsx';
import { OrderCustomer } from './order-customer.tsx';
import { OrderEdits } from './order-edits.tsx';
import { OrderFulfillments } from './order-fulfillments.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderPayments } from './order-payments.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderShippingMethods } from './order-shipping-methods.tsx';
import type { Order } from './order-state.ts';
import { OrderSummary } from './order-summary.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderTotals } from './order-totals.tsx';

/**
 * `/a/orders/{id}`: the order's summary and actions, then its parts, each a titled region
 * (items, totals, payments, fulfillments, returns, swaps, claims, edits; beside them the
 * customer, notes and timeline). Every part reads the same order, so an action anywhere
 * refreshes them all.
 */
export function OrderDetail({ order }: { order: Order }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <OrderSummary order={order} />
      {/* Section titles are h2 under the order's h1. */}
      <HeadingLevel>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
          <div className="flex min-w-0 flex-col gap-8">
            <OrderItems order={order} />
            <OrderTotals order={order} />
            <OrderShippingMethods order={order} />
            <OrderPayments order={order} />
            <OrderFulfillments order={order} />
            <OrderReturns order={order} />
            <OrderSwaps order={order} />
            <OrderClaims order={order} />
            <OrderEdits order={order} />
          </div>
          <div className="flex min-w-0 flex-col gap-8">
            <OrderCustomer order={order} />
            <ResourceNotes resourceType="order" resourceId={order.id} />
            <OrderTimeline order={order} />
          </div>
        </div>
      </HeadingLevel>
    </div>
  );
}
