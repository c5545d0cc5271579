// A vitest reporter for .ci/run only: touches the file named by CI_E2E_STARTED when the first
// end-to-end file starts (the e2e project runs after the server, client and sw projects: its own
// sequence group). .ci/run starts the PostgreSQL pass then, beside the end-to-end files, which
// spend much of their time waiting on the browser and on timers rather than on the CPU.
import { writeFileSync } from 'node:fs';

export default class E2eStartedMarker {
  done = false;

  onTestModuleStart(testModule) {
    const marker = process.env.CI_E2E_STARTED;
    if (this.done || !marker || testModule.project.name !== 'e2e') return;
    this.done = true;
    writeFileSync(marker, `${new Date().toISOString()}\n`);
  }
}
