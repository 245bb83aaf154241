import { startApp, type AppProcess, type StartOptions } from '../../support/app-process';

export type ServerProcess = AppProcess;

/** The production server entry, as `npm start` runs it (one process: `kill()` really crashes the server). */
export function startServer(
  options: Pick<StartOptions, 'env' | 'dataDir' | 'keepDataDir'> = {},
): Promise<ServerProcess> {
  return startApp(options);
}
