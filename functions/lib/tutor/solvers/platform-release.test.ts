import { describe, expect, it } from 'vitest';
import { fmt, parseNumber } from './numbers.ts';
import { solvePlatformRelease } from './platform-release.ts';
import { answerLine, random } from './testing.ts';

const valueAfter = (line: string, label: string) =>
  parseNumber(new RegExp(`${label} [=≈] ([\\d.,]+)`).exec(line)?.[1] ?? 'x');

describe('solvePlatformRelease', () => {
  it.each([
    [
      'Un helicóptero baja con velocidad constante de 6 m/s y, cuando está a 80 m del suelo, deja caer un paquete. Con g = 9,8 m/s², ¿con qué rapidez llega el paquete al suelo?',
      'Llega con v ≈ 40,05 m/s hacia abajo',
    ],
    [
      'Un globo sube con velocidad constante de 5 m/s y, cuando está a 30 m del suelo, se suelta un lastre. Con g = 10 m/s², ¿qué altura máxima alcanza el lastre y cuánto tarda en llegar al suelo?',
      'Sube hasta h_max = 31,25 m sobre el suelo; tarda t = 3 s en llegar al suelo',
    ],
    [
      'Un ascensor sube a 2 m/s y cuando está a 20 m de altura se le cae un tornillo. ¿Cuánto tarda el tornillo en llegar al suelo?',
      'Tarda t ≈ 2,23 s',
    ],
  ])('%s', (problem, expected) => {
    const reply = solvePlatformRelease(problem);

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toContain(expected);
  });

  it('asks what is wanted when the statement asks nothing', () => {
    const reply = solvePlatformRelease(
      'Un globo aerostático asciende a 4 m/s. Cuando está a 50 m de altura se suelta una bolsa de arena.',
    );

    expect(reply?.certain).toBe(false);
    expect(answerLine(reply?.text ?? '')).toBe('');
  });

  it.each([
    ['a plain fall', 'Se deja caer una piedra desde 45 m. ¿Cuánto tarda en llegar al suelo?'],
    [
      'an accelerating platform',
      'Un globo sube acelerando a 2 m/s² y a 30 m se suelta un lastre. ¿Cuánto tarda?',
    ],
  ])('declines %s', (_kind, problem) => {
    expect(solvePlatformRelease(problem)).toBeUndefined();
  });

  it('conserves energy and lands at y = 0 (seeded)', () => {
    const next = random(27);
    const g = 9.8;
    for (let i = 0; i < 60; i++) {
      const vp = 1 + Math.round(next() * 15);
      const H = 10 + Math.round(next() * 150);
      const rising = next() < 0.5;
      const reply = solvePlatformRelease(
        `Un globo ${rising ? 'sube' : 'baja'} con velocidad constante de ${vp} m/s y, cuando está a ${H} m del suelo, se suelta un lastre. ¿Cuánto tarda en llegar al suelo y con qué velocidad llega?`,
      );
      const line = answerLine(reply?.text ?? '');
      const t = valueAfter(line, 't');
      const v = valueAfter(line, 'v');
      const v0 = rising ? vp : -vp;

      expect(reply?.certain).toBe(true);
      // ½v² = ½v₀² + gH per unit mass; shown values are rounded to hundredths.
      expect(Math.abs(v * v - (v0 * v0 + 2 * g * H))).toBeLessThan(0.02 * v + 0.01);
      expect(Math.abs(H + v0 * t - 0.5 * g * t * t)).toBeLessThan(0.01 * (Math.abs(v0) + g * t) + 0.01);
      expect(fmt(v)).not.toBe('NaN');
    }
  });
});

describe('solvePlatformRelease: a fall inside the cabin', () => {
  it.each([
    [
      'Un ascensor sube con velocidad constante de 2 m/s. Del techo de la cabina, a 2,5 m de su piso, se desprende un tornillo. ¿Cuánto tarda el tornillo en llegar al piso del ascensor?',
      '**Tarda t ≈ 0,71 s en llegar al piso de la cabina',
    ],
    [
      'Un ascensor baja a velocidad constante de 1,5 m/s. Dentro del ascensor, a 2 m del piso, se le cae una moneda a un pasajero. ¿Con qué velocidad llega la moneda al piso de la cabina? g = 10 m/s²',
      '**Llega al piso con 6,32 m/s respecto de la cabina (7,82 m/s hacia abajo respecto del suelo)',
    ],
  ])('falls as in a cabin standing still: %s', (problem, expected) => {
    const reply = solvePlatformRelease(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('leaves a question about the ground to others when the body falls inside the cabin', () => {
    expect(
      solvePlatformRelease(
        'Un ascensor sube con velocidad constante de 2 m/s. Del techo de la cabina, a 2,5 m del piso, se desprende un tornillo. ¿Cuánto tarda en llegar al suelo?',
      ),
    ).toBeUndefined();
  });

  it('takes the time of a fall from rest whatever the cabin’s constant speed (seeded)', () => {
    const next = random(2_532);
    for (let i = 0; i < 60; i++) {
      const v = Math.round(5 + next() * 60) / 10;
      const H = Math.round(15 + next() * 20) / 10;
      const up = next() < 0.5;
      const reply = solvePlatformRelease(
        `Un ascensor ${up ? 'sube' : 'baja'} con velocidad constante de ${fmt(v)} m/s. Del techo de la cabina, a ${fmt(H)} m de su piso, se desprende un tornillo. Con g = 10 m/s², ¿cuánto tarda en llegar al piso del ascensor?`,
      );
      const t = valueAfter(reply?.text ?? '', 'Tarda t');

      expect(reply?.certain).toBe(true);
      expect(Math.abs(5 * t * t - H)).toBeLessThan(0.011 * 10 * t + 1e-9);
    }
  });

  it('says a given mass does not enter, and counts it read', () => {
    const reply = solvePlatformRelease(
      'Un cuerpo de 2 kg se suelta desde un globo que sube a 5 m/s cuando está a 30 m de altura. ¿Con qué velocidad llega al suelo? (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('Llega con v = 25 m/s hacia abajo');
    expect(reply?.text).toContain('no interviene');
  });
});

describe('solvePlatformRelease: a parachutist is a platform too', () => {
  it('times a phone dropped by a parachutist going down at constant speed', () => {
    const reply = solvePlatformRelease(
      'Un paracaidista desciende a velocidad constante de 5 m/s y, a 30 m del suelo, se le cae el celular. Con g = 10 m/s², ¿cuánto tarda el celular en llegar al suelo?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('t = 2 s');
  });
});

describe('solvePlatformRelease: where the platform is when the body lands', () => {
  it.each([
    // Down at 4 m/s from 60 m: t ≈ 3,0871 s, the balloon at 60 − 4t ≈ 47,65 m.
    [
      'Un globo aerostático desciende verticalmente con velocidad constante de 4 m/s. Cuando se encuentra a 60 m del suelo, se suelta desde él una bolsa de lastre. Tome g = 10 m/s². ¿A qué altura se encuentra el globo en ese instante?',
      'h ≈ 47,65 m',
    ],
    // Up at 5 m/s from 30 m: 5t² − 5t − 30 = 0, t = 3 s; the balloon at 30 + 15 = 45 m.
    [
      'Un globo sube con velocidad constante de 5 m/s y, cuando está a 30 m del suelo, se suelta un lastre (g = 10 m/s²). ¿A qué altura está el globo cuando el lastre llega al suelo?',
      'h = 45 m',
    ],
  ])('%s', (problem, answer) => {
    const reply = solvePlatformRelease(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('does not answer for sure with a datum it leaves out', () => {
    const reply = solvePlatformRelease(
      'Un globo sube con velocidad constante de 5 m/s y, cuando está a 30 m del suelo, se suelta un lastre (g = 10 m/s²). A los 2 s, ¿a qué altura está el globo?',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});
