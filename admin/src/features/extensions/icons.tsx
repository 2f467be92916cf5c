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
