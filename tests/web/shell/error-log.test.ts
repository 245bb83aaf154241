import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_LOG_LIMIT, installErrorLog, useErrorLogStore } from '@/stores/error-log';

afterEach(() => useErrorLogStore.getState().clearErrorLog());

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

describe('global error log (SPEC §8, DECISIONS D7)', () => {
  it('records nothing when not enabled (development and test builds)', () => {
    const uninstall = installErrorLog(false);
    // No `error` object: with no listener of ours, vitest would report it as an uncaught exception.
    window.dispatchEvent(new ErrorEvent('error', { message: 'ignored' }));
    window.dispatchEvent(rejection(new Error('ignored too')));
    uninstall();
    expect(useErrorLogStore.getState().logs).toEqual([]);
  });

  it('records uncaught errors and unhandled rejections with message, place, URL and stack when enabled', () => {
    const uninstall = installErrorLog(true);
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is undefined',
        filename: 'http://localhost/app.js',
        lineno: 12,
        colno: 5,
        error: new TypeError('x is undefined'),
      }),
    );
    window.dispatchEvent(rejection(new Error('request exploded')));
    window.dispatchEvent(rejection('plain reason'));
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after uninstall' }));

    const logs = useErrorLogStore.getState().logs;
    expect(logs.map((log) => log.message)).toEqual([
      'Uncaught TypeError: x is undefined',
      'request exploded',
      'plain reason',
    ]);
    expect(logs[0].place).toBe('http://localhost/app.js:12:5');
    expect(logs[0].stack).toContain('TypeError: x is undefined');
    expect(logs[1].place).toBe('unhandledrejection');
    expect(logs[0].url).toBe(window.location.href);
  });

  it('keeps at most the latest entries', () => {
    for (let index = 0; index < ERROR_LOG_LIMIT + 5; index += 1) {
      useErrorLogStore.getState().addErrorLog({ message: `e${index}`, place: 'test', url: '', stack: '' });
    }
    const logs = useErrorLogStore.getState().logs;
    expect(logs).toHaveLength(ERROR_LOG_LIMIT);
    expect(logs[logs.length - 1].message).toBe(`e${ERROR_LOG_LIMIT + 4}`);
  });
});
