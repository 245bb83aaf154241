import { useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: unknown };

/** Runs `load` whenever `key` changes; answers of an outdated key are dropped. */
export function useAsync<T>(load: () => Promise<T>, key: string): AsyncState<T> {
  const [state, setState] = useState<{ key: string; value: AsyncState<T> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ key, value: { status: 'ok', data } }),
      (error: unknown) => live && setState({ key, value: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // `key` names everything `load` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
