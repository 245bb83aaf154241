import { startApp, type AppProcess, type StartOptions } from '../../support/app-process';

export type ServerProcess = AppProcess;

/** The production server entry as ONE process, so that `kill()` really crashes the server (see `singleProcess`). */
export function startServer(
  options: Pick<StartOptions, 'env' | 'dataDir' | 'keepDataDir'> = {},
): Promise<ServerProcess> {
  return startApp({ ...options, singleProcess: true });
}
