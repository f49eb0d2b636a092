import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subjectListRoute } from '../../../shared/api/routes/educational.ts';
import { answerSimulatorRoute } from '../../../shared/api/routes/simulators.ts';
import { dashboardRoute } from '../../../shared/api/routes/statistics.ts';
import { registerAccessCheck } from './access-check.ts';
import { CONNECTION_CHECK_MESSAGE, callApi } from './api.ts';
import { lazyRoute } from './lazy-route.ts';
import { onRetries } from './retry-notice.ts';

const refused = () =>
  new Response(JSON.stringify({ success: false, message: 'Tu suscripción no está activa.' }), {
    status: 403,
    headers: { 'content-type': 'application/json' },
  });

describe('callApi on a 403 from a subscriber route', () => {
  const assign = vi.fn();
  let release: () => void = () => undefined;

  beforeEach(() => {
    vi.stubGlobal('window', { location: { assign } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused()),
    );
  });
  afterEach(() => {
    release();
    assign.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the student to the plans', async () => {
    const result = await callApi(dashboardRoute, { params: { user: 'u1' } });

    expect(result).toEqual({ ok: false, status: 403, message: 'Tu suscripción no está activa.' });
    expect(assign).toHaveBeenCalledWith('/plans');
  });

  it('leaves it to the gate when the request started while the gate was checking the session', async () => {
    release = registerAccessCheck(new Promise<boolean>(() => undefined));

    const result = await callApi(dashboardRoute, { params: { user: 'u1' } });

    expect(result).toMatchObject({ ok: false, status: 403 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('passes the signal on to fetch and does nothing for a page that already left', async () => {
    const controller = new AbortController();
    vi.mocked(fetch).mockImplementationOnce(async (_path, init) => {
      controller.abort();
      expect(init?.signal).toBe(controller.signal);
      return refused();
    });

    await callApi(dashboardRoute, { params: { user: 'u1' }, signal: controller.signal });

    expect(assign).not.toHaveBeenCalled();
  });
});

describe('callApi when the server is busy or the network drops', () => {
  const busy = (retryAfter = '0') =>
    new Response(JSON.stringify({ success: false, message: 'Hay mucha demanda en este momento.' }), {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
    });
  const subjects = { success: true, data: [], faculty: null };
  let notices: number[] = [];
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    notices = [];
    stop = onRetries((waiting) => notices.push(waiting));
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('asks a read again after the wait the server names, telling the student meanwhile', async () => {
    vi.mocked(fetch)
      .mockResolvedValueOnce(busy())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify(subjects), { status: 200 }));

    const result = await callApi(subjectListRoute);

    expect(fetch).toHaveBeenCalledTimes(3);
    expect(result.ok).toBe(true);
    expect(notices).toEqual([1, 0, 1, 0]);
  }, 10_000);

  it('gives up after three tries with the server’s own message', async () => {
    vi.mocked(fetch).mockImplementation(async () => busy());

    const result = await callApi(dashboardRoute, { params: { user: 'u1' } });

    expect(fetch).toHaveBeenCalledTimes(3);
    expect(result).toEqual({ ok: false, status: 503, message: 'Hay mucha demanda en este momento.' });
  });

  it('does not wait out a long Retry-After: the student decides', async () => {
    vi.mocked(fetch).mockImplementation(async () => busy('60'));

    await callApi(dashboardRoute, { params: { user: 'u1' } });

    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends a write again only when the caller says the server makes it safe', async () => {
    vi.mocked(fetch).mockImplementation(async () => busy());
    const body = { questionIndex: 0, userAnswer: 1, timeSpent: 3 };

    await callApi(answerSimulatorRoute, { params: { id: 'abcdefgh1234' }, body });
    expect(fetch).toHaveBeenCalledTimes(1);

    await callApi(answerSimulatorRoute, { params: { id: 'abcdefgh1234' }, body, retry: true });
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe('callApi when the edge asks for a browser check (WAF challenge)', () => {
  const assign = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('window', {
      location: { assign, pathname: '/content/simulador/abc', search: '?pregunta=3' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>challenge</html>', {
            status: 202,
            headers: { 'x-amzn-waf-action': 'challenge', 'content-type': 'text/html' },
          }),
      ),
    );
  });
  afterEach(() => {
    assign.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the browser to the connection check, which brings it back to this page', async () => {
    const result = await callApi(subjectListRoute, {});

    expect(result).toEqual({ ok: false, status: 202, message: CONNECTION_CHECK_MESSAGE });
    expect(assign).toHaveBeenCalledWith('/verificar?volver=%2Fcontent%2Fsimulador%2Fabc%3Fpregunta%3D3');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('callApi with a route whose contract loads with its first call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads it once, then sends the body its contract parsed and reads the answer with it', async () => {
    const load = vi.fn(async () => import('../../../shared/api/routes/practice.ts'));
    const goalUpdate = lazyRoute(load, 'goalUpdateRoute');
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return Response.json({ success: true, message: 'Listo', goal: { dailyGoal: 'twenty' } });
      }),
    );

    const first = await callApi(goalUpdate, { body: { dailyGoal: 20, reminder: true } });
    await callApi(goalUpdate, { body: { dailyGoal: 10, reminder: false } });

    expect(load).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/practice/goal');
    expect(sent).toEqual([
      { dailyGoal: 20, reminder: true },
      { dailyGoal: 10, reminder: false },
    ]);
    // The answer is malformed for the zod contract, which the call read it with.
    expect(first).toEqual({ ok: false, status: 200, message: undefined });
  });

  it('asks for a contract that did not arrive again, like a request without an answer: nothing was sent', async () => {
    const load = vi
      .fn<() => Promise<typeof import('../../../shared/api/routes/practice.ts')>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('../../../shared/api/routes/practice.ts'));
    const submit = lazyRoute(load, 'goalUpdateRoute');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'Elegí una meta.' }, { status: 400 })),
    );
    const body = { dailyGoal: 20, reminder: true };

    const result = await callApi(submit, { body });

    expect(result).toEqual({ ok: false, status: 400, message: 'Elegí una meta.' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('callApi and the area document’s early reads', () => {
  const subjects = () =>
    new Response(JSON.stringify({ success: true, data: [], faculty: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  afterEach(() => vi.unstubAllGlobals());

  it('takes a read the document started, once, and asks the network for the next one', async () => {
    const early = vi.fn(subjects);
    vi.stubGlobal('window', {
      location: { assign: vi.fn() },
      ingresaEarly: { at: Date.now(), requests: { '/api/educational': Promise.resolve(early()) } },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => subjects()),
    );

    const first = await callApi(subjectListRoute);
    expect(first.ok).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    const second = await callApi(subjectListRoute);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first).toEqual(second);
  });

  it('asks again for an early read that is stale', async () => {
    vi.stubGlobal('window', {
      location: { assign: vi.fn() },
      ingresaEarly: {
        at: Date.now() - 60_000,
        requests: { '/api/educational': Promise.resolve(subjects()) },
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => subjects()),
    );

    await callApi(subjectListRoute);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
