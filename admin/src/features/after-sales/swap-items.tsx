import { Card, CardContent, CardHeader, CardTitle } from '@commerce/ui';

export interface SwapItemLine {
  id: string;
  title: string;
  quantity: number;
  /** The unit price, formatted; absent for returned items. */
  price?: string;
}

/** One card of the exchange: the items sent back or the new items, or a line saying none. */
export function SwapItems({
  title,
  lines,
  empty,
  quantityLabel,
}: {
  title: string;
  lines: SwapItemLine[];
  empty: string;
  quantityLabel: (quantity: number) => string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul aria-label={title} className="flex flex-col gap-2 text-sm">
            {lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3">
                <span>{line.title}</span>
                <span className="text-end tabular-nums text-muted-foreground">
                  {quantityLabel(line.quantity)}
                  {line.price ? ` · ${line.price}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
