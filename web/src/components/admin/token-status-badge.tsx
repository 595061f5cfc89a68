import { Badge, type BadgeTone } from '../ui/badge';

import { TOKEN_STATUS_LABELS, type TokenStatus } from '@/lib/admin/token-status';

const TONES: Record<TokenStatus, BadgeTone> = {
  valid: 'success',
  invalid: 'danger',
  expired: 'warning',
  missing: 'neutral',
  unknown: 'info',
};

export function TokenStatusBadge({ status }: { status: TokenStatus }) {
  return <Badge tone={TONES[status]}>{TOKEN_STATUS_LABELS[status]}</Badge>;
}
