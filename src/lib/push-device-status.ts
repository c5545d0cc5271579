import { create } from 'zustand';

/** Whether this device can get Web Push, and whether it is on here. */
export type PushStatus = 'checking' | 'unsupported' | 'needs-install' | 'blocked' | 'off' | 'on';

type PushDeviceState = { status: PushStatus; setStatus: (status: PushStatus) => void };

/**
 * This device's push state, shared: the "This device" switch (features/pwa) sets it, and the
 * notification preferences grid reads it to say why its push column is off. Not persisted: the
 * browser's own subscription is the truth, checked again on every visit.
 */
export const usePushDeviceStatus = create<PushDeviceState>()((setState) => ({
  status: 'checking',
  setStatus: (status) => setState({ status }),
}));
