import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAccessCheck } from './access-check.ts';
import { type LoadResult, type LoadState, loadInto, loadMessages } from './use-loader.ts';

/** A state cell fed the way React's setState is, so a run can be followed without rendering. */
function stateCell<T>(initial: LoadState<T> = { phase: 'loading' }) {
  const cell = { state: initial };
  const setState = (update: (previous: LoadState<T>) => LoadState<T>) => {
    cell.state = update(cell.state);
  };
  return { cell, setState };
}

/** A loader whose answer the test gives when it wants, to put answers out of order. */
function deferred<T>() {
  let resolve: (value: LoadResult<T>) => void = () => undefined;
  const promise = new Promise<LoadResult<T>>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const noop = () => undefined;
let releaseCheck: () => void = noop;
afterEach(() => releaseCheck());

describe('loadInto', () => {
  it('ignores a late answer for the previous inputs once newer ones started', async () => {
    const { cell, setState } = stateCell<string>();
    const slow = deferred<string>();
    const first = new AbortController();
    const firstRun = loadInto(() => slow.promise, first.signal, setState, noop);

    // The inputs change (another exercise): the hook aborts the first run and starts the second.
    first.abort();
    await loadInto(
      async () => ({ ok: true, data: 'ejercicio 2' }),
      new AbortController().signal,
      setState,
      noop,
    );
    slow.resolve({ ok: true, data: 'ejercicio 1' });
    await firstRun;

    expect(cell.state).toEqual({ phase: 'ready', data: 'ejercicio 2' });
  });

  it('drops the answer of a page that is gone', async () => {
    const { cell, setState } = stateCell<string>();
    const controller = new AbortController();
    const run = loadInto(
      async () => {
        controller.abort();
        return { ok: true, data: 'tarde' };
      },
      controller.signal,
      setState,
      noop,
    );
    await run;

    expect(cell.state).toEqual({ phase: 'loading' });
  });

  it('passes the signal to the loader, so callApi can cancel the request', async () => {
    const load = vi.fn(async (_signal: AbortSignal) => ({ ok: true as const, data: 1 }));
    const controller = new AbortController();
    await loadInto(load, controller.signal, stateCell<number>().setState, noop);

    expect(load).toHaveBeenCalledWith(controller.signal);
  });

  it('fails with the server’s own message, its status and a way to retry', async () => {
    const { cell, setState } = stateCell<string>();
    const retry = vi.fn();
    await loadInto(
      async () => ({ ok: false, status: 429, message: 'Demasiados intentos. Esperá un momento.' }),
      new AbortController().signal,
      setState,
      retry,
    );

    expect(cell.state).toEqual({
      phase: 'error',
      status: 429,
      message: 'Demasiados intentos. Esperá un momento.',
      retry,
    });
  });

  it('says in Spanish what failed when the server did not, and treats a throw as no answer', async () => {
    const failed = stateCell<string>();
    await loadInto(
      async () => ({ ok: false, status: 500 }),
      new AbortController().signal,
      failed.setState,
      noop,
    );
    const threw = stateCell<string>();
    await loadInto(
      async () => {
        throw new Error('chunk failed to load');
      },
      new AbortController().signal,
      threw.setState,
      noop,
    );

    expect(failed.cell.state).toMatchObject({ phase: 'error', status: 500, message: loadMessages.failed });
    expect(threw.cell.state).toMatchObject({ phase: 'error', status: 0, message: loadMessages.connection });
  });

  it('retries from an error through loading to the data', async () => {
    const { cell, setState } = stateCell<string>({ phase: 'error', status: 0, message: 'x', retry: noop });
    const answer = deferred<string>();
    const run = loadInto(() => answer.promise, new AbortController().signal, setState, noop);

    expect(cell.state).toEqual({ phase: 'loading', data: undefined });
    answer.resolve({ ok: true, data: 'de nuevo' });
    await run;
    expect(cell.state).toEqual({ phase: 'ready', data: 'de nuevo' });
  });

  it('keeps the previous data on screen while a reload runs', async () => {
    const { cell, setState } = stateCell<string>({ phase: 'ready', data: '30 días' });
    const answer = deferred<string>();
    const run = loadInto(() => answer.promise, new AbortController().signal, setState, noop);

    expect(cell.state).toEqual({ phase: 'loading', data: '30 días' });
    answer.resolve({ ok: true, data: '7 días' });
    await run;
    expect(cell.state).toEqual({ phase: 'ready', data: '7 días' });
  });
});

describe('loadInto while the gate checks access', () => {
  function gate() {
    let decide: (allowed: boolean) => void = noop;
    const check = new Promise<boolean>((done) => {
      decide = done;
    });
    releaseCheck = registerAccessCheck(check);
    return decide;
  }

  it('holds a refusal without an error and asks again once the gate lets the page through', async () => {
    const decide = gate();
    const { cell, setState } = stateCell<string>();
    const answers: LoadResult<string>[] = [
      { ok: false, status: 403 },
      { ok: true, data: 'tu dashboard' },
    ];
    const load = vi.fn(async () => answers.shift() as LoadResult<string>);
    const run = loadInto(load, new AbortController().signal, setState, noop);

    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(cell.state).toEqual({ phase: 'loading' });
    decide(true);
    await run;
    expect(load).toHaveBeenCalledTimes(2);
    expect(cell.state).toEqual({ phase: 'ready', data: 'tu dashboard' });
  });

  it('shows nothing when the gate sends the student elsewhere', async () => {
    const decide = gate();
    const { cell, setState } = stateCell<string>();
    const load = vi.fn(async (): Promise<LoadResult<string>> => ({ ok: false, status: 401 }));
    const run = loadInto(load, new AbortController().signal, setState, noop);

    decide(false);
    await run;
    expect(load).toHaveBeenCalledTimes(1);
    expect(cell.state).toEqual({ phase: 'loading' });
  });

  it('shows data or another failure only once the gate lets the page through, so nothing lands unseen', async () => {
    const decide = gate();
    const { cell, setState } = stateCell<string>();
    const run = loadInto(
      async () => ({ ok: false, status: 500 }),
      new AbortController().signal,
      setState,
      noop,
    );

    await new Promise((done) => setTimeout(done, 0));
    expect(cell.state).toEqual({ phase: 'loading' });
    decide(true);
    await run;
    expect(cell.state).toMatchObject({ phase: 'error', status: 500 });
  });
});
