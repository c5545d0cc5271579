type Asker = () => Promise<boolean>;
let asker: Asker | null = null;

/**
 * The admin area registers how to ask for a step-up (StepUpHost): every action run through
 * useApiAction that answers 403 STEP_UP_REQUIRED then opens "Confirm it's you" and runs once
 * more, so a new admin control form cannot forget the prompt. Null where nothing is registered.
 */
export function setStepUpAsker(next: Asker | null): void {
  asker = next;
}

export function askStepUp(): Promise<boolean> | null {
  return asker ? asker() : null;
}
