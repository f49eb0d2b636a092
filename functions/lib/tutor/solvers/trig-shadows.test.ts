import { describe, expect, it } from 'vitest';
import { solveShadows } from './trig-shadows.ts';

const POST =
  'Un poste de 2,4 m proyecta una sombra de 1,8 m; en ese mismo momento un edificio cercano proyecta una sombra de 27 m.';

describe('solveShadows', () => {
  it.each([
    [`${POST} ¿Cuál es la altura del edificio?`, '**Altura del edificio = 36 m**'],
    [
      `${POST} ¿Con qué ángulo de elevación llegan los rayos del sol?`,
      '**Ángulo de los rayos con el suelo: α ≈ 53,13°**',
    ],
    [
      `${POST} Halle la distancia desde la parte más alta del edificio hasta el extremo de su sombra.`,
      '**d = 45 m**',
    ],
    [
      'A cierta hora, un poste vertical de 4,5 m de altura proyecta una sombra de 2,7 m. En el mismo momento, la sombra de un edificio cercano mide 18 m. Calcule la altura del edificio.',
      '**Altura del edificio = 30 m**',
    ],
    [
      'Un árbol proyecta una sombra de 12 m en el mismo momento en que una persona de 1,8 m proyecta una sombra de 2,4 m. ¿Cuánto mide el árbol?',
      '**Altura del arbol = 9 m**',
    ],
    [
      'Una torre de 40 m de altura está junto a una varilla de 2 m que proyecta una sombra de 1,5 m. ¿Cuánto mide la sombra de la torre?',
      '**Sombra del torre = 30 m**',
    ],
  ])('%s', (message, expected) => {
    const reply = solveShadows(message);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The post's shadow missing: nothing to compare with.
    'Un poste de 2,4 m está junto a un edificio que proyecta una sombra de 27 m. ¿Cuál es la altura del edificio?',
    // An extra number (a time) the reading does not use.
    `${POST} Si a las 3 de la tarde se mide, ¿cuál es la altura del edificio?`,
    // A length in another unit: not read here.
    'Un poste de 240 cm proyecta una sombra de 1,8 m; en ese momento un edificio proyecta una sombra de 27 m. ¿Cuál es la altura del edificio?',
    // Two things asked in one question.
    `${POST} ¿Cuál es la altura del edificio y con qué ángulo llegan los rayos del sol?`,
    // Both heights known, the building's height asked again.
    'Un poste de 2 m proyecta una sombra de 1 m; un edificio de 30 m proyecta una sombra de 15 m. ¿Cuál es la altura del edificio?',
  ])('leaves alone: %s', (message) => {
    expect(solveShadows(message)?.certain ?? false).toBe(false);
  });
});
