import type { CallableRoute, LazyRoute } from './api.ts';

/**
 * The route a module's export names, loaded from that module when first called (api.ts). Its own
 * module: the public pages load `callApi` and never this.
 */
export function lazyRoute<K extends PropertyKey, M extends Record<K, CallableRoute>>(
  load: () => Promise<M>,
  name: K,
): LazyRoute<M[K]> {
  let loading: Promise<M[K]> | undefined;
  return {
    load: () => {
      loading ??= load().then((module) => module[name]);
      // A failed download may succeed on the next call.
      loading.catch(() => {
        loading = undefined;
      });
      return loading;
    },
  };
}
