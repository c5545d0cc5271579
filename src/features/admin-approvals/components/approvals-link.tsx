import { useCallback, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useResource } from '../../../lib/use-resource.ts';
import { getApprovals } from '../api/get-approvals.ts';
import { APPROVAL_DEFAULTS } from '../messages.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The dashboard's way to the four-eyes queue, with how many requests wait for a second admin. */
export function ApprovalsLink({ className }: { className: string }) {
  const load = useCallback(() => getApprovals('pending'), []);
  // Read once: a default that followed the language would make the hook load the list again.
  const [fallback] = useState(() => APPROVAL_DEFAULTS.fetch);
  const { data } = useResource(load, fallback);
  const waiting = data?.pending ?? 0;
  const t = useT();
  return (
    <Link to="/admin/approvals" className={className}>
      {t('admin.approvals.link', { count: waiting })}
    </Link>
  );
}
