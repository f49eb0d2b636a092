import { describe, expect, it } from 'vitest';
import { PACK_MAX_BYTES, PACK_SIZE } from '../../../shared/api/contracts/offline-practice.ts';
import { subjectIds } from '../../../shared/domain/subjects.ts';
import { allGenerators } from '../../content/generators.ts';
import { gradeAnswer } from '../educational/grading.ts';
import { drawPack, packVariant, parseItemId } from './pack-items.ts';

describe('pack items', () => {
  it('draw the same variant again from the generator and the seed, and its two keys agree', () => {
    for (const generator of allGenerators) {
      for (const seed of [4, 7, 12, 123_457, 2_000_000_000]) {
        const first = packVariant(generator, seed);
        expect(first, `${generator.id}#${seed}`).toBeDefined();
        expect(packVariant(generator, seed)).toEqual(first);
        if (!first) continue;
        const { item, key } = first;
        if (item.key.kind === 'option') {
          expect(item.kind).toBe('multiple-choice');
          expect(gradeAnswer(key, item.key.correctAnswer)?.correct).toBe(true);
          const wrong = (item.key.correctAnswer + 1) % (item.options?.length ?? 0);
          expect(gradeAnswer(key, wrong)?.correct).toBe(false);
        } else if (item.key.kind === 'numeric') {
          expect(item.kind).toBe('numeric');
          expect(seed % 4).toBe(0);
          const value = new Intl.NumberFormat('es-AR', { maximumSignificantDigits: 10, useGrouping: false });
          expect(gradeAnswer(key, { value: value.format(item.key.value) })?.correct).toBe(true);
        }
      }
    }
  });

  it('fill a pack of every subject with distinct statements over several topics, far under 1 MB', () => {
    for (const subject of subjectIds) {
      for (let round = 0; round < 5; round++) {
        const drawn = drawPack(subject, allGenerators, PACK_SIZE);
        expect(drawn).toHaveLength(PACK_SIZE);
        expect(drawn.every(({ generator }) => generator.subject === subject)).toBe(true);
        expect(new Set(drawn.map(({ variant }) => variant.item.statement)).size).toBe(PACK_SIZE);
        expect(new Set(drawn.map(({ generator }) => generator.topic)).size).toBeGreaterThan(3);
        const bytes = Buffer.byteLength(JSON.stringify(drawn.map(({ variant }) => variant.item)));
        expect(bytes).toBeLessThan(PACK_MAX_BYTES / 4);
      }
    }
  });

  it('read back the pack, the generator and the seed of an item id', () => {
    expect(parseItemId('abcdefghij0123456789:fis-mru-velocidad#42')).toEqual({
      packId: 'abcdefghij0123456789',
      generatorId: 'fis-mru-velocidad',
      seed: 42,
    });
  });
});
