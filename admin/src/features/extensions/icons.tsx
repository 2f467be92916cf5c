/** Icons of the built-in settings cards; stroke icons that follow the text colour. */
function StrokeIcon({ className, d }: { className?: string | undefined; d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

/** Bars of a chart: usage data. */
export function UsageDataIcon({ className }: { className?: string }) {
  return <StrokeIcon className={className} d="M4 20V10M10 20V4M16 20v-7M22 20H2" />;
}

/** A coin with a currency sign. */
export function CurrencyIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon
      className={className}
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM15 8.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .9-3 2.2 0 3 6 1.6 6 4.6 0 1.3-1.3 2.2-3 2.2-1.4 0-2.6-.6-3-1.6M12 5.5v1.5M12 17v1.5"
    />
  );
}

/** A shop front: the store's details. */
export function StoreIcon({ className }: { className?: string }) {
  return <StrokeIcon className={className} d="M3 9l2-5h14l2 5M3 9h18v11H3zM9 20v-6h6v6" />;
}

/** A map pin: stock locations. */
export function LocationIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon
      className={className}
      d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
    />
  );
}

/** An envelope: notifications sent. */
export function MailIcon({ className }: { className?: string }) {
  return <StrokeIcon className={className} d="M3 5h18v14H3zM3 6l9 7 9-7" />;
}

/** A person: the signed-in staff member's profile. */
export function PersonIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon
      className={className}
      d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6"
    />
  );
}

/** A key: publishable API keys. */
export function KeyIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon
      className={className}
      d="M15 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM10.8 13.2 3 21M6 18l2 2M8.5 15.5l2 2"
    />
  );
}

/** A globe: regions. */
export function GlobeIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon
      className={className}
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2c2.8 3 2.8 17 0 20M12 2c-2.8 3-2.8 17 0 20"
    />
  );
}

/** A turning arrow: return reasons. */
export function ReturnIcon({ className }: { className?: string }) {
  return <StrokeIcon className={className} d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />;
}

/** Branching lines: sales channels. */
export function ChannelIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className} d="M4 12h6M10 12l4-6h6M10 12l4 6h6M4 12a0 0 0 0 1 0 0" />
  );
}

/** A delivery truck: shipping profiles. */
export function TruckIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon
      className={className}
      d="M2 6h12v10H2zM14 9h4l4 4v3h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
    />
  );
}

/** A percent sign: taxes. */
export function TaxIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon
      className={className}
      d="M19 5 5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
    />
  );
}

/** Two people: the team. */
export function TeamIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon
      className={className}
      d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-3.5 3-5.5 7-5.5s7 2 7 5.5M16 3.5a4 4 0 0 1 0 7.5M19 15.8c1.8.8 3 2.5 3 5.2"
    />
  );
}
