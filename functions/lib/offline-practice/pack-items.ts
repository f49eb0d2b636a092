import { randomInt } from 'node:crypto';
import type { OfflineItem } from '../../../shared/api/contracts/offline-practice.ts';
import { type SubjectId, topicTitles } from '../../../shared/domain/subjects.ts';
import { at } from '../../../shared/lib/must.ts';
import { buildInFormat } from '../../content/formats.ts';
import type { Generator } from '../../content/schema.ts';
import { type AnswerKey, keyText } from '../educational/grading.ts';

/*
 * A pack's items are generators' variants only (ADR 0097): the item `<generator>#<seed>` is drawn
 * again on the server exactly as the device got it, and regraded there.
 */

/** An item's variant as the device got it and the server grades it, with its key. */
export interface PackVariant {
  item: Omit<OfflineItem, 'id'>;
  key: AnswerKey;
}

/** About one item in this many is asked as a typed value, where the draw can be typed. */
const TYPED_EVERY = 4;

/**
 * The generator's item for one seed: a typed value for some seeds (when the draw can be typed and does
 * not ask for the unit, which the device could not check as the server does), four options otherwise.
 * The same generator and seed always give the same item.
 */
export function packVariant(generator: Generator, seed: number): PackVariant | undefined {
  const common = {
    subject: generator.subject,
    topic: generator.topic,
    topicName: topicTitles[generator.topic],
  };
  if (seed % TYPED_EVERY === 0) {
    const typed = buildInFormat(generator, seed, 'numeric');
    if (typed?.format === 'numeric' && !typed.answer.askUnit)
      return {
        item: {
          ...common,
          kind: 'numeric',
          statement: typed.question,
          ...(typed.figure ? { figure: typed.figure } : {}),
          key: {
            kind: 'numeric',
            value: typed.answer.value,
            tolerance: typed.answer.tolerance,
            unit: typed.answer.unit ?? '',
            text: keyText(typed.answer),
          },
          explanation: typed.explanation,
        },
        key: { kind: 'numeric', answer: typed.answer },
      };
  }
  const built = buildInFormat(generator, seed, 'multiple-choice');
  if (built?.format !== 'multiple-choice') return undefined;
  return {
    item: {
      ...common,
      kind: 'multiple-choice',
      statement: built.question,
      options: built.options,
      ...(built.figure ? { figure: built.figure } : {}),
      key: { kind: 'option', correctAnswer: built.correctAnswer },
      explanation: built.explanation,
    },
    key: { kind: 'option', correctAnswer: built.correctAnswer, optionCount: built.options.length },
  };
}

/** `<generator>#<seed>` of a pack item's id (`<pack>:<generator>#<seed>`). */
export function parseItemId(itemId: string): { packId: string; generatorId: string; seed: number } {
  const [packId = '', rest = ''] = itemId.split(':');
  const hash = rest.lastIndexOf('#');
  return { packId, generatorId: rest.slice(0, hash), seed: Number(rest.slice(hash + 1)) };
}

const newSeed = () => randomInt(1, 2 ** 31 - 1);

/**
 * `count` variants of the subject's generators, in turn over its topics so a pack covers the subject,
 * no two with the same statement.
 */
export function drawPack(
  subject: SubjectId,
  generators: readonly Generator[],
  count: number,
): { generator: Generator; seed: number; variant: PackVariant }[] {
  const own = generators.filter((generator) => generator.subject === subject);
  const byTopic = new Map<string, Generator[]>();
  for (const generator of own)
    byTopic.set(generator.topic, [...(byTopic.get(generator.topic) ?? []), generator]);
  const topics = [...byTopic.values()].map((list) => shuffled(list));
  const drawn: { generator: Generator; seed: number; variant: PackVariant }[] = [];
  const statements = new Set<string>();
  for (let turn = 0; drawn.length < count && turn < count * 4; turn++) {
    const list = topics[turn % topics.length];
    if (!list || list.length === 0) break;
    const generator = list[Math.floor(turn / topics.length) % list.length];
    if (!generator) continue;
    const seed = newSeed();
    const variant = packVariant(generator, seed);
    if (!variant || statements.has(variant.item.statement)) continue;
    statements.add(variant.item.statement);
    drawn.push({ generator, seed, variant });
  }
  return drawn;
}

function shuffled<T>(values: readonly T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
  }
  return copy;
}
