import { Input } from '@commerce/ui';
import { useEffect, useState } from 'react';

/** Wait this long after the last keystroke before the list asks the server. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

export interface ListSearchFieldProps {
  /** The search text in the URL. */
  value: string | undefined;
  onChange: (text: string) => void;
  label: string;
  placeholder?: string;
}

/**
 * The list's search box. It writes to the URL once typing pauses, and follows the URL when
 * it changes from elsewhere (Back, a saved view), so the box and the rows always agree.
 */
export function ListSearchField({
  value = '',
  onChange,
  label,
  placeholder,
}: ListSearchFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The URL moved on its own: show what it now says (React's "adjust state on prop change").
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <Input
      type="search"
      size="small"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      className="w-full sm:w-64"
    />
  );
}
