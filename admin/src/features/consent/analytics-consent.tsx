import { useMedusa } from '@commerce/client';
import { adminGetAuthQueryOptions } from '@commerce/client/admin/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAnalyticsConfig } from '../../lib/analytics/config-query.ts';
import { ConsentOverlay } from './consent-overlay.tsx';
import { useSavePreferences } from './use-save-preferences.ts';

/** Specification section 9: the overlay appears 1 000 ms after it is due. */
export const CONSENT_DELAY_MS = 1000;

/**
 * The analytics consent overlay (specification section 2): for a signed-in user, when the
 * `analytics` flag is on and no config exists yet (the server answers 404), after a delay;
 * hidden once the preference is saved or a config exists (section 4).
 */
export function AnalyticsConsent() {
  const { client } = useMedusa();
  const user = useQuery({ ...adminGetAuthQueryOptions(client), retry: false }).data?.user;
  const { missing } = useAnalyticsConfig();
  const [saved, setSaved] = useState(false);
  const due = user !== undefined && missing && !saved;
  const [shown, setShown] = useState(false);
  // Mounted here, not in the overlay, so its callbacks survive the overlay closing.
  const { save, isPending } = useSavePreferences('create', () => setSaved(true));

  useEffect(() => {
    setShown(false);
    if (!due) return;
    const timer = setTimeout(() => setShown(true), CONSENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due]);

  if (!due || !shown || !user) return null;
  return <ConsentOverlay email={user.email} onSubmit={save} isSubmitting={isPending} />;
}
