import { useEffect, useState } from 'react';
import { setStepUpAsker } from '../../lib/step-up-prompt.ts';
import { StepUpDialog } from './step-up-dialog.tsx';

/** Mounted once by the admin area: answers askStepUp() with the step-up dialog (src/lib/step-up-prompt.ts). */
export function StepUpHost() {
  const [resolve, setResolve] = useState<((confirmed: boolean) => void) | null>(null);
  useEffect(() => {
    setStepUpAsker(() => new Promise<boolean>((done) => setResolve(() => done)));
    return () => setStepUpAsker(null);
  }, []);
  if (!resolve) return null;
  return (
    <StepUpDialog
      onDone={(confirmed) => {
        setResolve(null);
        resolve(confirmed);
      }}
    />
  );
}
