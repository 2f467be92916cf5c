import * as v from 'valibot';
import type { OrdersKey } from './order-errors.ts';

/** Types a message as an `orders` key, so a misspelt one is a compile error. */
const message = (key: OrdersKey) => key;

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(message('validation.emailRequired')),
  v.email(message('validation.emailInvalid')),
);

/** The order number as printed ("#1042" or "1042"), as the number the API looks up. */
const orderNumber = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(message('validation.numberRequired')),
  v.transform((value) => value.replace(/^#/, '')),
  v.regex(/^\d{1,9}$/, message('validation.numberInvalid')),
  v.transform(Number),
);

/** Guest order lookup (`GET /store/orders?display_id=&email=`), also used to find orders to claim. */
export const lookupSchema = v.object({ display_id: orderNumber, email });
export type LookupInput = v.InferInput<typeof lookupSchema>;
export type LookupValues = v.InferOutput<typeof lookupSchema>;

/** Gift card balance (`GET /store/gift-cards/{code}`). */
export const giftCardSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.codeRequired'))),
});

/** Declining an order edit: the reason is optional. */
export const declineSchema = v.object({
  reason: v.pipe(v.string(), v.trim(), v.maxLength(500, message('validation.reasonTooLong'))),
});

/** One line of the order in the item picker of a return or a swap. */
const pickedItem = v.object({
  item_id: v.string(),
  selected: v.boolean(),
  quantity: v.number(message('validation.quantityInvalid')),
  reason_id: v.string(),
});

/**
 * The items sent back, with each line's bound (`max`, the units it can still return): a
 * chosen line needs a whole quantity from 1 to its bound. `option_id` is the return
 * shipping option ('' for none).
 */
export function pickedItemsSchema(max: ReadonlyMap<string, number>) {
  return v.object({
    items: v.array(
      v.pipe(
        pickedItem,
        v.forward(
          v.partialCheck(
            [['item_id'], ['selected'], ['quantity']],
            (item) =>
              !item.selected ||
              (Number.isInteger(item.quantity) &&
                item.quantity >= 1 &&
                item.quantity <= (max.get(item.item_id) ?? 0)),
            message('validation.quantityInvalid'),
          ),
          ['quantity'],
        ),
      ),
    ),
    option_id: v.string(),
  });
}

export type PickedItems = v.InferOutput<ReturnType<typeof pickedItemsSchema>>;

/** The form's starting values: every returnable line, not chosen, one unit, no reason. */
export function pickedItemsDefaults(lines: readonly { line: { id: string } }[]): PickedItems {
  return {
    items: lines.map(({ line }) => ({
      item_id: line.id,
      selected: false,
      quantity: 1,
      reason_id: '',
    })),
    option_id: '',
  };
}

/** The chosen lines as the API takes them (`items` of a return, `return_items` of a swap). */
export function chosenItems(values: PickedItems) {
  return values.items
    .filter((item) => item.selected)
    .map((item) => ({
      item_id: item.item_id,
      quantity: item.quantity,
      ...(item.reason_id ? { reason_id: item.reason_id } : {}),
    }));
}
