import { Button } from '@commerce/ui';
import { useEffect, useState } from 'react';

/** How long the "copied" confirmation stays before the button reads as before again. */
const CONFIRMATION_MS = 4000;

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  label: string;
  /** Said (visibly and to screen readers) once the text is on the clipboard. */
  copiedMessage: string;
  /** Said when the browser refuses the clipboard, so the person copies by hand. */
  failedMessage: string;
  size?: 'small' | 'medium';
}

/**
 * Copies `text` with one click and says so in a status region. When the browser refuses
 * the clipboard, it says that instead.
 */
export function CopyButton({ text, label, copiedMessage, failedMessage, size }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex items-center gap-3">
      <Button variant="secondary" size={size} onClick={() => void copy()}>
        {label}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {state === 'copied' && <span className="text-success">{copiedMessage}</span>}
        {state === 'failed' && <span className="text-danger">{failedMessage}</span>}
      </p>
    </div>
  );
}
