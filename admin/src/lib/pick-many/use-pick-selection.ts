import { useState } from 'react';

/** The ids ticked in a pick-many dialog, in the order they were ticked. */
export function usePickSelection() {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  return {
    chosen,
    isChosen: (id: string) => chosen.includes(id),
    toggle: (id: string, on: boolean) =>
      setChosen((current) =>
        on ? (current.includes(id) ? current : [...current, id]) : current.filter((x) => x !== id),
      ),
    clear: () => setChosen([]),
  };
}
