import { describe, expect, it } from 'vitest';
import { simulatorTimeLimits } from '../../../shared/api/contracts/simulators.ts';
import { RUNNING_BUCKET_MS } from './running-questions.ts';

describe('the running simulators’ questions', () => {
  it('are filed in buckets no shorter than the longest simulator, so a running one is in this bucket or the next', () => {
    expect(RUNNING_BUCKET_MS).toBeGreaterThanOrEqual(Math.max(...simulatorTimeLimits) * 60_000);
  });
});
