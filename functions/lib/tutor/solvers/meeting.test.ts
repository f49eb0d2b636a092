import { describe, expect, it } from 'vitest';
import { solveMeeting } from './meeting.ts';

const solve = (message: string) => solveMeeting(message) ?? '';

describe('solveMeeting', () => {
  it.each([
    [
      'dos autos separados por 300 km salen al mismo tiempo uno hacia el otro a 60 km/h y 90 km/h, cuando y donde se encuentran?',
      ['$(60 + 90)\\,t = 300$', '**Se encuentran a los t = 2 h, a 120 km del punto de partida de A.**'],
    ],
    [
      // The unit written once, after both speeds.
      'dos autos salen de dos ciudades separadas 300 km, uno hacia el otro, a 60 y 90 km/h. ¿Cuándo se encuentran?',
      [
        'v_A = 60 km/h; v_B = 90 km/h',
        '**Se encuentran a los t = 2 h, a 120 km del punto de partida de A.**',
      ],
    ],
    [
      'dos trenes van en sentidos opuestos a 20 m/s y 30 m/s separados por 1 km, cuando se cruzan',
      ['1 km = 1.000 m', '**Se encuentran a los t = 20 s, a 400 m del punto de partida de A.**'],
    ],
    [
      'un patrullero a 30 m/s persigue a un auto que esta 200 m adelante a 20 m/s, cuanto tarda en alcanzarlo',
      ['**Se encuentran a los t = 20 s, a 600 m del punto de partida del que persigue.**'],
    ],
    [
      'un auto sale a 60 km/h y 2 h despues sale otro del mismo punto a 90 km/h, cuando lo alcanza?',
      ['ya recorrió $60 \\cdot 2 = 120$ km', '**Se encuentran a los t = 4 h, a 360 km', 'pasaron 6 h'],
    ],
    [
      'dos ciclistas separados por 18 km van al encuentro a 10 km/h y 14 km/h, en cuanto tiempo se encuentran',
      ['**Se encuentran a los t = 0,75 h (45 min), a 7,5 km'],
    ],
  ])('%s', (message, expected) => {
    const reply = solve(message);

    for (const text of expected) expect(reply).toContain(text);
  });

  it('says when the one behind never catches up', () => {
    expect(
      solve('un auto a 20 m/s persigue a otro que esta 100 m adelante y va a 25 m/s, cuando lo alcanza?'),
    ).toContain('no se encuentran');
  });

  it.each([
    ['no direction', 'un auto a 50 km/h y otro a 70 km/h estan separados por 100 km'],
    ['one speed', 'un auto a 60 km/h alcanza a un camion que esta 10 km adelante'],
    [
      'an accelerated body',
      'un auto parte del reposo y acelera a 2 m/s² para alcanzar a otro que va a 20 m/s',
    ],
    ['a time that is not a delay', 'dos autos a 60 km/h y 90 km/h van uno hacia el otro durante 2 h'],
  ])('declines %s', (_kind, message) => {
    expect(solveMeeting(message)).toBeUndefined();
  });
});
