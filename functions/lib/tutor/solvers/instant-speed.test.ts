import { describe, expect, it } from 'vitest';
import { leavesMeanSpeed, solveInstantSpeed } from './instant-speed.ts';
import { fmt } from './numbers.ts';

describe('solveInstantSpeed: the mean speed and the speed at an instant of an accelerated motion', () => {
  it.each([
    [
      'Un auto que va a 10 m/s acelera de manera uniforme y 8 s después su velocidad es de 30 m/s. ¿Cuál fue su velocidad media en ese intervalo?',
      '**v_m = 20 m/s**',
    ],
    [
      'Un tren frena uniformemente desde 72 km/h hasta detenerse. ¿Cuál es su velocidad media durante el frenado?',
      '**v_m = 10 m/s**',
    ],
    [
      'Un móvil parte del reposo y acelera uniformemente a razón de 3 m/s² durante 12 s. ¿Cuál es su velocidad a los 5 s de la partida?',
      '**v = 15 m/s**',
    ],
    [
      'Una moto que circula a 4 m/s acelera a 2 m/s² durante 10 s. ¿Qué velocidad tiene a los 5 s de empezar a acelerar?',
      '**v = 14 m/s**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveInstantSpeed(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('gives the speed at the end of a stretch from rest, asked at the instant the statement names', () => {
    expect(
      solveInstantSpeed(
        'Una ciclista parte del reposo y, con aceleración constante, recorre 100 m en 20 s. ¿Qué velocidad tiene a los 20 s?',
      )?.text,
    ).toContain('**v = 10 m/s**');
    expect(
      solveInstantSpeed(
        'Una ciclista parte del reposo y, con aceleración constante, recorre 100 m en 20 s. ¿Qué velocidad tiene a los 10 s?',
      ),
    ).toBeUndefined();
  });

  it('gives the mean speed of a fall, and keeps a broader reading from stating another speed for it', () => {
    const fall =
      'Un objeto se deja caer desde 45 m de altura. Con g = 10 m/s², ¿cuál es su velocidad media durante la caída?';
    expect(solveInstantSpeed(fall)?.text).toContain('**v_m = 15 m/s**');
    expect(leavesMeanSpeed(() => '## Caída libre\n\n**v = 30 m/s**')(fall)).toBeUndefined();
  });

  it('leaves alone an instant past the time it accelerates, and a speed it reaches', () => {
    expect(
      solveInstantSpeed(
        'Un móvil parte del reposo y acelera a 3 m/s² durante 4 s. ¿Cuál es su velocidad a los 5 s?',
      ),
    ).toBeUndefined();
    expect(
      solveInstantSpeed(
        'Un auto acelera a 2 m/s² durante 10 s hasta alcanzar 30 m/s. ¿Qué velocidad tenía a los 5 s?',
      ),
    ).toBeUndefined();
  });

  it('leaves the mean speed of two stretches at constant speeds to another reading', () => {
    expect(
      solveInstantSpeed(
        'Un ciclista hace 30 km a 15 km/h y otros 30 km a 30 km/h. ¿Cuál fue su rapidez media?',
      ),
    ).toBeUndefined();
  });

  it('finds v = v₀ + a·t back from problems built on known answers (seeded)', () => {
    let seed = 11;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 40; i++) {
      const v0 = 1 + Math.floor(next() * 20);
      const a = 1 + Math.floor(next() * 5);
      const span = 10 + Math.floor(next() * 10);
      const t = 1 + Math.floor(next() * 9);
      const text = solveInstantSpeed(
        `Un auto que va a ${v0} m/s acelera a ${a} m/s² durante ${span} s. ¿Cuál es su velocidad a los ${t} s?`,
      )?.text;
      expect(text).toContain(`**v = ${fmt(v0 + a * t)} m/s**`);
    }
  });
});
