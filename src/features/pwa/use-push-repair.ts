import { useEffect } from 'react';
import { usePushDeviceStatus } from '../../lib/push-device-status.ts';
import { pushSupport } from './push-device.ts';

/**
 * At every start of the signed-in app (not only on the Settings page): this device's push
 * subscription is checked and a lost one made again (push-repair.ts). Loaded after the first
 * paint, and only where the browser can push at all.
 */
export function usePushRepairOnStart(userId: string | null): void {
  const setStatus = usePushDeviceStatus((s) => s.setStatus);
  useEffect(() => {
    if (!userId || pushSupport() === 'unsupported') return undefined;
    let active = true;
    void import('./push-repair.ts')
      .then(({ checkAndRepairPush }) => checkAndRepairPush())
      .then((status) => {
        if (active) setStatus(status);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [userId, setStatus]);
}
