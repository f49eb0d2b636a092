import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { progressOf } from './exercise-progress.ts';
import { feedbackOf } from './feedback.ts';
import { StoredItemError } from './items.ts';
import { challengesOf } from './login-challenges.ts';
import { getSession } from './sessions.ts';
import { getSimulator } from './simulators.ts';
import { findTrial } from './trials.ts';

/** What the table answers to the next read. */
let reply: Record<string, unknown> = {};

vi.mock('./client.ts', () => ({
  db: () => ({ send: async () => reply }),
  queryAll: async () => (reply.Items as unknown[] | undefined) ?? [],
  tableName: () => 'unit-tests',
}));

const session = {
  userId: 'u-1',
  email: 'ana@example.com',
  createdAt: 1,
  lastSeenAt: 2,
  absoluteExpiresAt: 3,
};

const question = {
  sourceId: 'ex-1',
  topic: 'algebra-basica',
  question: '¿Cuánto es 2 + 2?',
  options: ['3', '4'],
  correctAnswer: 1,
  explanation: 'Sumá.',
};

const simulator = {
  id: 'sim-1',
  subject: 'matematicas',
  difficulty: 'facil',
  numQuestions: 1,
  timeLimit: 60,
  createdAt: '2026-01-01T00:00:00.000Z',
  deadline: '2026-01-01T01:00:00.000Z',
  questions: [question],
  answers: {},
};

beforeEach(() => {
  reply = {};
});

describe('reading stored items', () => {
  it('returns a well-formed item without the table keys', async () => {
    reply = { Item: { pk: 'SESSION#h', sk: 'SESSION', ttl: 9, ...session } };
    expect(await getSession('h')).toEqual(session);
  });

  it('refuses a session without its user, naming the entity, the key and the attribute', async () => {
    const { userId: _, ...withoutUser } = session;
    reply = { Item: { pk: 'SESSION#h', sk: 'SESSION', ...withoutUser } };
    const read = getSession('h');
    await expect(read).rejects.toBeInstanceOf(StoredItemError);
    await expect(read).rejects.toThrow(/^Stored session \(pk=SESSION#h sk=SESSION\) .*userId/);
  });

  it('refuses a simulator whose question has an unknown topic', async () => {
    reply = { Item: { pk: 'SIM#u-1', sk: 'sim-1', ...simulator } };
    expect(await getSimulator('u-1', 'sim-1')).toEqual({ ...simulator, version: 0 });
    reply = {
      Item: { pk: 'SIM#u-1', sk: 'sim-1', ...simulator, questions: [{ ...question, topic: 'astrologia' }] },
    };
    await expect(getSimulator('u-1', 'sim-1')).rejects.toThrow(/^Stored simulator .*questions\.0\.topic/);
  });

  it('refuses a mistyped number instead of passing it on', async () => {
    reply = {
      Items: [
        {
          pk: 'LOGIN#ana@example.com',
          sk: 'CHALLENGE#holder',
          challengeId: 'c',
          holderHash: 'holder',
          codeHash: 'h',
          linkHash: 'l',
          sentAt: 1,
          expiresAt: 1,
          linkExpiresAt: 1,
          attempts: '2',
          foreignAttempts: 0,
        },
      ],
    };
    const read = challengesOf('ana@example.com', new Date(0));
    await expect(read).rejects.toThrow(/login challenge \(pk=LOGIN#<email> sk=CHALLENGE#holder\) .*attempts/);
    await expect(read).rejects.not.toThrow(/ana@example\.com/);
  });

  it('refuses a query when one of its items is malformed', async () => {
    const feedback = {
      id: 'f',
      userId: 'u-1',
      userEmail: 'ana@example.com',
      message: 'Muy bueno',
      rating: 5,
      category: 'general',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    reply = { Items: [feedback] };
    expect(await feedbackOf('u-1')).toEqual([feedback]);
    reply = { Items: [feedback, { ...feedback, category: 'otra' }] };
    await expect(feedbackOf('u-1')).rejects.toThrow(/^Stored feedback .*category/);
  });

  it('leaves out a record of a subject or topic the product no longer has, and refuses any other fault', async () => {
    const record = { exerciseId: 'ex-1', subject: 'matematicas', topic: 'ecuaciones', tries: 2 };
    const stale = { ...record, exerciseId: 'ex-2', subject: 'astronomia', topic: 'estrellas' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reply = { Items: [record, stale] };
    expect(await progressOf('u-1', 'matematicas')).toEqual([record]);
    expect(warn).toHaveBeenCalledOnce();
    reply = { Items: [record, { ...stale, tries: 'dos' }] };
    await expect(progressOf('u-1', 'matematicas')).rejects.toThrow(/^Stored exercise progress .*tries/);
    warn.mockRestore();
  });

  it('keeps the expiry check of items read with their ttl', async () => {
    const trial = {
      id: 't-1',
      subject: 'matematicas',
      createdAt: '2026-01-01T00:00:00.000Z',
      deadline: '2026-01-01T00:10:00.000Z',
      questions: [question],
      answers: { '0': { userAnswer: 1, isCorrect: true, at: '2026-01-01T00:01:00.000Z' } },
    };
    const now = new Date('2026-01-01T00:05:00.000Z');
    reply = { Item: { pk: 'TRIAL#t-1', sk: 'TRIAL', ttl: now.getTime() / 1000 + 60, ...trial } };
    expect(await findTrial('t-1', now)).toEqual(trial);
    reply = { Item: { pk: 'TRIAL#t-1', sk: 'TRIAL', ttl: now.getTime() / 1000 - 1, ...trial } };
    expect(await findTrial('t-1', now)).toBeUndefined();
  });
});

describe('the server code', () => {
  it('never casts what DynamoDB returned instead of parsing it', () => {
    const root = join(import.meta.dirname, '../..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('content/'),
    );
    expect(sources.length).toBeGreaterThan(50);
    const casts = sources.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .filter((line) => /\b(Item|Items|Attributes|Responses)\b[^;]* as (?!const\b)[\w{]/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(casts).toEqual([]);
  });
});
