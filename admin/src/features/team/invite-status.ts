import type { AdminListInvitesData } from '@commerce/client/admin/invites';

export type Invite = AdminListInvitesData['invites'][number];
export type InviteStatus = 'accepted' | 'expired' | 'pending';

/** Accepted wins over expired: an accepted invite's expiry no longer matters. */
export function inviteStatus(invite: Invite, now = Date.now()): InviteStatus {
  if (invite.accepted) return 'accepted';
  return new Date(invite.expires_at).getTime() <= now ? 'expired' : 'pending';
}

export const STATUS_BADGE = {
  accepted: 'success',
  expired: 'warning',
  pending: 'info',
} as const satisfies Record<InviteStatus, string>;
