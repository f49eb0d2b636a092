import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardRoute } from '../../../shared/api/routes/statistics.ts';
import { registerAccessCheck } from './access-check.ts';
import { callApi } from './api.ts';

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
