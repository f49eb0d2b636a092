import { describe, expect, it } from 'vitest';
import { calibrate } from './calibration.ts';

describe('the pass prediction on simulated students of known ability', () => {
  it('agrees with the simulated pass rate within 10 points in every decile of predicted probability', () => {
    const result = calibrate({ students: 4000, seed: 21 });
    expect(result.predicted).toBeGreaterThan(2500);
    expect(result.rows).toHaveLength(10);
    for (const row of result.rows) expect(Math.abs(row.predicted - row.observed)).toBeLessThanOrEqual(10);
    // The 80 % interval of the exam score holds the simulated score about 80 % of the time.
    expect(result.scoreCoverage).toBeGreaterThan(0.72);
    expect(result.scoreCoverage).toBeLessThan(0.88);
  });
});
