import { describe, expect, it } from 'vitest';
import { type Agreement, agreementFrom, decide, stateOf } from './provider.ts';

const now = new Date('2026-11-25T12:00:00Z');
const agreement = (overrides: Partial<Agreement>): Agreement => ({
  id: 'a',
  status: 'pending',
  planId: 'weekly',
  amount: 6050,
  charged: 0,
  dateCreated: '2026-11-20T00:00:00.000Z',
  lastModified: '2026-11-20T00:00:00.000Z',
  ...overrides,
});
const paid = (overrides: Partial<Agreement>) =>
  agreement({ status: 'authorized', charged: 1, periodEnd: '2026-12-01T00:00:00.000Z', ...overrides });

describe('decide: one live agreement per student', () => {
  it('keeps the stored checkout and cancels every other live one when nothing is paid', () => {
    const result = decide(
      [agreement({ id: 'old' }), agreement({ id: 'stored', dateCreated: '2026-11-01T00:00:00.000Z' })],
      'stored',
      now,
    );
    expect(result.keeper?.id).toBe('stored');
    expect(result.cancel.map((a) => a.id)).toEqual(['old']);
    expect(result.duplicates).toEqual([]);
  });

  it('lets a payment on any agreement win over an unpaid stored checkout', () => {
    const result = decide([paid({ id: 'old' }), agreement({ id: 'stored' })], 'stored', now);
    expect(result.keeper?.id).toBe('old');
    expect(result.cancel.map((a) => a.id)).toEqual(['stored']);
  });

  it('prefers a live paid agreement over a cancelled one, whose charge is a duplicate', () => {
    const result = decide([paid({ id: 'raced', status: 'cancelled' }), paid({ id: 'live' })], 'raced', now);
    expect(result.keeper?.id).toBe('live');
    expect(result.duplicates.map((a) => a.id)).toEqual(['raced']);
    expect(result.cancel).toEqual([]);
  });

  it('between two live paid agreements keeps the stored one and cancels and refunds the other', () => {
    const result = decide(
      [paid({ id: 'stray' }), paid({ id: 'stored', dateCreated: '2026-11-22T00:00:00.000Z' })],
      'stored',
      now,
    );
    expect(result.keeper?.id).toBe('stored');
    expect(result.cancel.map((a) => a.id)).toEqual(['stray']);
    expect(result.duplicates.map((a) => a.id)).toEqual(['stray']);
  });

  it('does not count a period that already ended as a duplicate', () => {
    const result = decide(
      [
        paid({ id: 'past', status: 'cancelled', periodEnd: '2026-11-01T00:00:00.000Z' }),
        agreement({ id: 'new' }),
      ],
      'new',
      now,
    );
    expect(result.keeper?.id).toBe('new');
    expect(result.duplicates).toEqual([]);
  });
});

describe('stateOf', () => {
  it('reads an authorized, charged agreement as active until its next charge', () => {
    expect(stateOf(paid({}))).toEqual({
      status: 'active',
      expirationDate: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
    });
  });

  it('keeps the paid period of a cancelled agreement', () => {
    expect(stateOf(paid({ status: 'cancelled' }))).toMatchObject({
      status: 'cancelled',
      cancelAtPeriodEnd: true,
    });
  });

  it('reads a rejected payment on an unpaid agreement as failed, and never undoes a paid one', () => {
    expect(stateOf(agreement({}), { status: 'rejected' }).status).toBe('failed');
    expect(stateOf(paid({}), { status: 'rejected' }).status).toBe('active');
  });
});

describe('agreementFrom', () => {
  it('parses what search answers (numeric dates, numeric reference) and refuses what is not a preapproval', () => {
    const parsed = agreementFrom({
      id: 'p1',
      status: 'authorized',
      external_reference: 42,
      date_created: Date.parse('2026-11-20T00:00:00Z'),
      next_payment_date: '2026-12-20T00:00:00.000Z',
      auto_recurring: { frequency: 12, frequency_type: 'months', transaction_amount: 42440 },
      summarized: { charged_quantity: 1 },
    });
    expect(parsed).toMatchObject({
      id: 'p1',
      planId: 'annual',
      externalReference: '42',
      periodEnd: '2026-12-20T00:00:00.000Z',
      dateCreated: '2026-11-20T00:00:00.000Z',
    });
    expect(agreementFrom({ id: 'x', status: 'weird' })).toBeUndefined();
  });
});

describe('stateOf: a link paid after it was cancelled', () => {
  const raced = paid({ status: 'cancelled' });

  it('reads a cancelled agreement with a running period as cancelled by the student', () => {
    expect(stateOf(raced)).toEqual({
      status: 'cancelled',
      expirationDate: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
  });

  it('reads one the product had cancelled unpaid as an active period that does not renew', () => {
    expect(stateOf(raced, undefined, { cancelledUnpaid: true })).toEqual({
      status: 'active',
      expirationDate: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
  });

  it('keeps it cancelled when the period was given back', () => {
    expect(stateOf({ ...raced, periodEnd: undefined }, undefined, { cancelledUnpaid: true }).status).toBe(
      'cancelled',
    );
  });
});
