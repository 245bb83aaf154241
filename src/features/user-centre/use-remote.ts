import { useEffect, useState } from 'react';

export interface Remote<T> {
  data: T | undefined;
  failed: boolean;
}

/** Loads once per mount; a failure keeps the last data (the request layer already toasted the message). */
export function useRemote<T>(load: () => Promise<T>): Remote<T> {
  const [state, setState] = useState<Remote<T>>({ data: undefined, failed: false });
  useEffect(() => {
    let cancelled = false;
    load().then(
      (data) => !cancelled && setState({ data, failed: false }),
      () => !cancelled && setState((previous) => ({ ...previous, failed: true })),
    );
    return () => {
      cancelled = true;
    };
    // The loader is a module-level API function: loading once per mount is intended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
