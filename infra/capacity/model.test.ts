import { describe, expect, it } from 'vitest';
import { routeList } from '../../shared/api/routes.ts';
import {
  assumptions,
  quotas,
  routeFigures,
  routeLoads,
  routeThrottle,
  studentCounts,
  totals,
  tutorReservedConcurrency,
} from './model.ts';

describe('the capacity model', () => {
  it('has a load for every route of the route table, and none for a route that is gone', () => {
    expect(Object.keys(routeLoads).sort()).toEqual(routeList.map((route) => route.name).sort());
  });

  it('grows linearly with students', () => {
    const [small, , large] = studentCounts.map(totals);
    expect(large?.peakRps).toBeCloseTo((small?.peakRps ?? 0) * 1000, 6);
    expect(large?.peakWriteUnitsPerSecond).toBeCloseTo((small?.peakWriteUnitsPerSecond ?? 0) * 1000, 6);
  });

  it('puts the exam-morning burst on the login routes only', () => {
    const figures = routeFigures(100_000);
    const login = figures.find((f) => f.route === 'auth-send-verification');
    const verify = figures.find((f) => f.route === 'educational-verify');
    expect(login?.burstRps).toBeCloseTo((login?.peakRps ?? 0) * assumptions.loginBurst, 9);
    expect(verify?.burstRps).toBe(verify?.peakRps);
  });

  it('throttles each route above its modelled burst, never below the floor a handful of clients cannot exhaust', () => {
    for (const students of studentCounts) {
      for (const figure of routeFigures(students)) {
        const throttle = routeThrottle(figure.route, students);
        expect(throttle.rate).toBeGreaterThanOrEqual(Math.max(assumptions.minThrottleRps, figure.burstRps));
        expect(throttle.burst).toBe(throttle.rate * 2);
      }
    }
  });

  it('says what a student costs a month, the tutor most of it', () => {
    const { monthlyCostPerStudent: cost } = totals(100_000);
    expect(cost.total).toBeGreaterThan(0);
    expect(cost.bedrock / cost.total).toBeGreaterThan(0.5);
  });

  it('asks for quotas at least as large as the modelled peak', () => {
    const { peakLambdaConcurrency, peakRps } = totals(1_000_000);
    const asked = quotas(1_000_000);
    expect(asked.lambdaConcurrentExecutions).toBeGreaterThanOrEqual(peakLambdaConcurrency);
    expect(asked.apiGatewayRps).toBeGreaterThanOrEqual(peakRps);
  });

  it('reserves tutor concurrency only for stages a new account can hold', () => {
    expect(tutorReservedConcurrency(1_000)).toBeUndefined();
    expect(tutorReservedConcurrency(100_000)).toBeGreaterThanOrEqual(5);
  });
});
