import { subjectIds } from '../../../shared/domain/subjects.ts';
import { loadCatalog } from '../../content/catalog.ts';
import {
  type MessageFingerprint,
  quotes,
  type StatementFingerprint,
  statementFingerprint,
} from '../simulators/statement-fingerprint.ts';

/** The statements of the exercise bank (the catalog simulators draw from), as the tutor recognises them. */
export interface BankQuestions {
  /** The id of a bank exercise the message quotes, if any. */
  quotedBy(message: MessageFingerprint): string | undefined;
  /** Whether a statement, by its fingerprint id, is a bank exercise's. */
  has(fingerprintId: string): boolean;
}

export function indexBankQuestions(exercises: Iterable<{ id: string; question: string }>): BankQuestions {
  const statements: { exerciseId: string; fingerprint: StatementFingerprint }[] = [];
  const byShingle = new Map<number, number[]>();
  for (const exercise of exercises) {
    const fingerprint = statementFingerprint(exercise.question);
    if (!fingerprint) continue;
    const index = statements.push({ exerciseId: exercise.id, fingerprint }) - 1;
    for (const shingle of fingerprint.shingles) {
      const holders = byShingle.get(shingle);
      if (holders) holders.push(index);
      else byShingle.set(shingle, [index]);
    }
  }
  const ids = new Set(statements.map(({ fingerprint }) => fingerprint.id));
  return {
    quotedBy(message) {
      const candidates = new Set<number>();
      for (const shingle of message.shingles) {
        for (const index of byShingle.get(shingle) ?? []) candidates.add(index);
      }
      for (const index of candidates) {
        const statement = statements[index];
        if (statement && quotes(message, statement.fingerprint)) return statement.exerciseId;
      }
      return undefined;
    },
    has: (fingerprintId) => ids.has(fingerprintId),
  };
}

let shared: BankQuestions | undefined;

/** Built once per container, on the first message, from the catalog the function already carries. */
export function bankQuestions(): BankQuestions {
  shared ??= indexBankQuestions(subjectIds.flatMap((subject) => loadCatalog(subject).exercises));
  return shared;
}
