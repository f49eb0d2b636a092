import { describe, expect, it } from 'vitest';
import { meetingReply, solveMeeting } from './meeting.ts';
import { fmt, parseNumber } from './numbers.ts';
import { answerLine, random } from './testing.ts';

const solve = (message: string) => solveMeeting(message) ?? '';

describe('solveMeeting', () => {
  it.each([
    [
      'dos autos separados por 300 km salen al mismo tiempo uno hacia el otro a 60 km/h y 90 km/h, cuando y donde se encuentran?',
      [
        '$(60 + 90)\\,t = 300$',
        '**Se encuentran a los t = 2 h, a 120 km del punto de partida de A (y a 180 km de B).**',
      ],
    ],
    [
      // The unit written once, after both speeds.
      'dos autos salen de dos ciudades separadas 300 km, uno hacia el otro, a 60 y 90 km/h. ¿Cuándo se encuentran?',
      [
        'v_A = 60 km/h; v_B = 90 km/h',
        '**Se encuentran a los t = 2 h, a 120 km del punto de partida de A (y a 180 km de B).**',
      ],
    ],
    [
      'dos trenes van en sentidos opuestos a 20 m/s y 30 m/s separados por 1 km, cuando se cruzan',
      [
        '1 km = 1.000 m',
        '**Se encuentran a los t = 20 s, a 400 m del punto de partida de A (y a 600 m de B).**',
      ],
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

describe('meetingReply, as exams phrase it', () => {
  it.each([
    [
      'Una bicicleta sale de un punto a 18 km/h constantes. Veinte minutos después sale del mismo punto, en la misma dirección y sentido, un auto a 54 km/h constantes. ¿A qué distancia del punto de partida el auto alcanza a la bicicleta?',
      'Se encuentran a 9 km del punto de partida del que persigue',
    ],
    [
      'Las ciudades A y B están separadas 300 km. A las 8:00 sale de A hacia B un auto a 80 km/h y, a la misma hora, sale de B hacia A un camión a 70 km/h, ambos con velocidad constante. ¿A qué distancia de A se cruzan?',
      'Se encuentran a 160 km del punto de partida de A (y a 140 km de B), a los t = 2 h, a las 10:00.',
    ],
    // «el cruce» names the meeting of two that go toward each other.
    [
      'Córdoba y Rosario distan 400 km. A las 7:00 sale de Córdoba hacia Rosario un micro a 90 km/h y, a la misma hora, sale de Rosario hacia Córdoba un auto a 110 km/h; los dos con velocidad constante. ¿A qué distancia de Córdoba se produce el cruce?',
      'Se encuentran a 180 km del punto de partida de A, a los t = 2 h, a las 9:00.',
    ],
    [
      'A las 9:00 sale de Rosario hacia Buenos Aires, distantes 300 km, un micro a 60 km/h. A las 10:00 sale de Buenos Aires hacia Rosario un auto a 100 km/h. ¿A qué hora se cruzan?',
      'Se encuentran a las 11:30 h, a los t = 1,5 h',
    ],
    [
      'Un tren sale a 60 km/h y media hora después sale otro de la misma estación, en el mismo sentido, a 90 km/h. ¿Cuándo lo alcanza?',
      'Se encuentran a los t = 1 h, a 90 km',
    ],
    [
      'Un auto sale de A hacia B, distante 300 km, a 60 km/h. Una hora después sale de B hacia A otro auto a 90 km/h. ¿A qué distancia de A se encuentran?',
      'Se encuentran a 156 km del punto de partida de A (y a 144 km de B), a los t = 1,6 h.',
    ],
    [
      'Un ladrón huye a 5 m/s y un policía que está 30 m detrás lo persigue a 8 m/s. ¿Cuánto tarda en alcanzarlo?',
      'Se encuentran a los t = 10 s, a 80 m del punto de partida del que persigue.',
    ],
    [
      'Dos autos están separados 500 m y se acercan por el mismo camino. Uno va a 10 m/s constantes; el otro parte del reposo, en ese instante, con aceleración constante de 2 m/s². ¿Cuánto tardan en encontrarse?',
      'Se encuentran: t ≈ 17,91 s',
    ],
    [
      'Un patrullero está detenido al costado de una ruta. En el instante en que pasa a su lado una moto a 72 km/h constantes, el patrullero arranca en la misma dirección con aceleración constante de 2,5 m/s². ¿Qué velocidad tiene el patrullero cuando la alcanza?',
      'Se encuentran: B va a 40 m/s; t = 16 s; a 320 m',
    ],
    [
      'Desde lo alto de una torre de 80 m se deja caer una piedra y, en el mismo instante, desde el pie de la torre se lanza otra hacia arriba a 40 m/s. Tomá g = 10 m/s². ¿A qué altura se cruzan?',
      'Se cruzan a 60 m sobre el suelo, a los t = 2 s.',
    ],
    [
      // The speed of the one the question names, not when or where they cross.
      'Desde lo alto de una torre de 80 m se deja caer una piedra y, en el mismo instante, desde el pie de la torre se lanza otra verticalmente hacia arriba con una velocidad de 40 m/s. ¿Qué velocidad tiene la primera cuando se cruzan? (g = 10 m/s²)',
      'Al cruzarse: la que se dejó caer, 20 m/s hacia abajo.',
    ],
    [
      'Desde una terraza de 45 m se suelta una maceta y, al mismo tiempo, desde el suelo se arroja una pelota hacia arriba a 30 m/s. ¿Con qué velocidad se mueve la pelota que se lanzó cuando se cruzan? Considere g = 10 m/s².',
      'Al cruzarse: la que se lanzó, 15 m/s hacia arriba.',
    ],
  ])('%s', (problem, expected) => {
    const reply = meetingReply(problem);

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toContain(expected);
  });

  it('is not certain with a number it did not read', () => {
    const reply = meetingReply(
      'Dos autos separados por 300 km salen al mismo tiempo, uno hacia el otro, a 60 km/h y 90 km/h con 4 pasajeros. ¿Cuándo se encuentran?',
    );

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toMatch(/\n\*\*Se encuentran/);
  });

  it('puts both at the same place when they meet head on (seeded)', () => {
    const next = random(20);
    for (let i = 0; i < 60; i++) {
      const d = 50 + Math.round(next() * 500);
      const va = 20 + Math.round(next() * 100);
      const vb = 20 + Math.round(next() * 100);
      const reply = meetingReply(
        `Dos ciudades están separadas ${d} km. Al mismo tiempo sale de una un auto a ${va} km/h y de la otra un camión a ${vb} km/h, uno hacia el otro. ¿Cuándo y dónde se encuentran?`,
      );
      const line = answerLine(reply?.text ?? '');
      const t = parseNumber(/t [=≈] ([\d.,]+)/.exec(line)?.[1] ?? 'x');
      const x = parseNumber(/a ([\d.,]+) km del punto de partida/.exec(line)?.[1] ?? 'x');

      expect(reply?.certain).toBe(true);
      // t is shown rounded to hundredths of an hour.
      expect(Math.abs(t * va - x)).toBeLessThan(0.006 * va + 0.01);
      expect(Math.abs(d - t * vb - x)).toBeLessThan(0.006 * vb + 0.01);
    }
  });

  it('has the accelerating one catch up where both have gone as far (seeded)', () => {
    const next = random(22);
    for (let i = 0; i < 60; i++) {
      const v = 5 + Math.round(next() * 30);
      const a = Math.round(5 + next() * 45) / 10;
      const reply = meetingReply(
        `Un auto está detenido. En el instante en que pasa a su lado una moto a ${v} m/s constantes, arranca con aceleración constante de ${fmt(a)} m/s². ¿Cuánto tarda en alcanzarla?`,
      );
      const [t, x] = [...answerLine(reply?.text ?? '').matchAll(/\d+(?:[.,]\d+)*/g)].map((m) =>
        parseNumber(m[0]),
      );

      expect(reply?.certain).toBe(true);
      expect(Math.abs(v * (t as number) - (x as number))).toBeLessThan(0.01 * (x as number) + 0.01);
      expect(Math.abs(0.5 * a * (t as number) ** 2 - (x as number))).toBeLessThan(
        0.01 * (x as number) + 0.05,
      );
    }
  });

  it('reads who chases from «A … está 100 m detrás de un camión»: the one named after «detrás de» leads', () => {
    const reply = meetingReply(
      'Un auto que va a 20 m/s constantes está 100 m detrás de un camión que va a 15 m/s en el mismo sentido. ¿Cuánto tarda el auto en alcanzar al camión?',
    );

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toContain('t = 20 s');
  });
});

describe('meetingReply: two bodies that part from one point', () => {
  it.each([
    [
      'Dos autos parten del mismo punto en sentidos opuestos, uno a 60 km/h y otro a 80 km/h. ¿Qué distancia los separa al cabo de 2 h?',
      '**d = 280 km**',
    ],
    [
      'Dos ciclistas salen del mismo lugar en sentidos contrarios a 5 m/s y 7 m/s. ¿Cuánto tiempo tardan en estar a 600 m uno del otro?',
      '**t = 50 s**',
    ],
    [
      'Dos autos salen al mismo tiempo del mismo punto y en el mismo sentido, a 20 m/s y 25 m/s. ¿Cuánto tiempo tardan en estar separados 1000 m?',
      '**t = 200 s**',
    ],
    // «En direcciones opuestas», without the word «sentido».
    [
      'Dos autos parten simultáneamente del mismo punto en direcciones opuestas, a 60 km/h y a 90 km/h. ¿Qué distancia los separa al cabo de 2 h?',
      '**d = 300 km**',
    ],
    [
      'Dos ciclistas se alejan desde un mismo punto por un camino recto en direcciones opuestas, uno a 5 m/s y el otro a 7 m/s. ¿Cuánto tardan en quedar separados 3,6 km?',
      '**t = 300 s**',
    ],
    // Under an hour in km/h, also in seconds.
    [
      'Dos autos se alejan en direcciones opuestas desde un mismo cruce. Uno va a 54 km/h y el otro a 20 m/s. ¿Cuánto tardan en estar separados 7 km?',
      '**t ≈ 0,0556 h (≈ 3,33 min = 200 s)**',
    ],
  ])('%s', (problem, answer) => {
    const reply = meetingReply(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
    expect(reply?.text).not.toContain('encuentran');
  });

  it.each([
    // Parting bodies never meet: the question is not one the parting answers.
    'Dos autos parten del mismo punto en sentidos opuestos a 60 km/h y 80 km/h. ¿Dónde se encuentran?',
    // A datum without a unit.
    'Dos autos parten del mismo punto en sentidos opuestos a 60 km/h y 80 km/h durante 2 h con 3 paradas. ¿Qué distancia los separa?',
  ])('leaves alone %s', (problem) => {
    expect(meetingReply(problem)?.certain ?? false).toBe(false);
  });
});

describe('meetingReply: a later start and a chase from rest, as exams write them', () => {
  it.each([
    [
      'Un motociclista que está detenido en un semáforo arranca con una aceleración de 3 m/s² justo cuando lo pasa un camión a 15 m/s constantes. ¿A qué distancia del semáforo lo alcanza?',
      '**Se encuentran: a 150 m del punto de partida (recorrió 150 m); t = 10 s',
    ],
    [
      'Dos pueblos A y B están separados 150 km. De A sale un auto hacia B a 60 km/h; media hora después sale de B hacia A otro auto a 90 km/h. ¿A qué distancia de A se encuentran?',
      '**Se encuentran a 78 km del punto de partida de A (y a 72 km de B)',
    ],
    [
      'Un auto sale de una ciudad a 60 km/h. Una moto parte 10 minutos después de la misma ciudad, en el mismo sentido, a 80 km/h. ¿Cuántos minutos después de salir la moto alcanza al auto?',
      '**Se encuentran a los t = 0,5 h (30 min)',
    ],
    // «pasa corriendo … frente a»: the way it passes does not change where both start.
    [
      'Un ladrón pasa corriendo a 6 m/s constantes frente a un policía que está quieto; en ese instante el policía sale tras él con una aceleración constante de 2 m/s². ¿Cuánto tarda el policía en alcanzarlo?',
      '**Se encuentran: t = 6 s; a 36 m del punto de partida',
    ],
  ])('%s', (problem, answer) => {
    const reply = meetingReply(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // The one at constant speed ahead: the positive root of ½·a·t² = d + v·t.
    [
      'Un auto parte del reposo con una aceleración de 2 m/s² persiguiendo a una moto que va a 10 m/s y le lleva 50 m de ventaja. ¿Cuánto tarda en alcanzarla?',
      '**Se encuentran: t ≈ 13,66 s',
    ],
    // The time asked from the first one's start.
    [
      'Un tren parte de la estación A hacia la B a 72 km/h. Diez minutos después parte de B hacia A otro tren a 90 km/h. Si las estaciones distan 42 km, ¿cuánto tiempo después de la partida del primero se cruzan?',
      '**Se encuentran a los t ≈ 0,35 h (21,11 min) desde que salió el primero',
    ],
    [
      'Un camión pasa por un peaje a 72 km/h. Un auto parte del mismo peaje 10 minutos después, a 108 km/h, y lo persigue. ¿Cuánto tiempo después de pasar el camión por el peaje lo alcanza?',
      '**Se encuentran a los t = 0,5 h (30 min) desde que salió el primero',
    ],
    [
      'Un auto sale de una ciudad a 60 km/h. Una moto parte 10 minutos después de la misma ciudad, en el mismo sentido, a 80 km/h. ¿Cuántos minutos después de salir la moto alcanza al auto?',
      '**Se encuentran a los t = 0,5 h (30 min), a 40 km',
    ],
    [
      'Un auto pasa por un punto P a 20 m/s. 5 s después pasa por P otro auto a 30 m/s, en el mismo sentido. ¿Cuánto tarda el segundo en alcanzar al primero desde que pasa por P?',
      '**Se encuentran a los t = 10 s, a 300 m',
    ],
    // «Va a su encuentro»: toward each other, one from rest.
    [
      'Dos móviles están separados 300 m. Uno parte del reposo con aceleración de 2 m/s² y el otro va a su encuentro a 10 m/s constantes. ¿Cuándo se encuentran?',
      '**Se encuentran: t ≈ 13,03 s',
    ],
  ])('%s', (problem, answer) => {
    const reply = meetingReply(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    [
      'Dos autos que están a 10 km uno del otro se alejan en direcciones opuestas a 40 km/h y 60 km/h. ¿A qué distancia estarán al cabo de 30 min?',
      '**d = 60 km**',
    ],
    [
      'Dos ciclistas separados 200 m se alejan uno del otro a 4 m/s y 6 m/s. ¿Cuánto tardan en estar a 1 km?',
      '**t = 80 s**',
    ],
  ])('the gap of two that move apart grows from the first distance: %s', (problem, answer) => {
    const reply = meetingReply(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('leaves alone the road between two towns, which is no head start of a later start', () => {
    const problem =
      'Un móvil parte de A hacia B, distantes 500 m, a 5 m/s. Dos minutos después parte otro de A en el mismo sentido a 10 m/s. ¿Lo alcanza antes de llegar a B?';
    expect(meetingReply(problem)?.certain ?? false).toBe(false);
  });

  it('states a short time in km/h also in seconds', () => {
    const reply = meetingReply(
      'Un auto viaja a 108 km/h y lo persigue una moto que está 300 m detrás a 40 m/s. ¿Cuánto tarda en alcanzarlo?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('(0,5 min = 30 s)');
  });

  it('leaves alone a time asked from a start it cannot tell', () => {
    const problem =
      'Un tren parte de la estación A hacia la B a 72 km/h. Diez minutos después parte de B hacia A otro tren a 90 km/h. Si las estaciones distan 42 km, ¿cuánto tiempo después de que parte el tren se cruzan?';
    expect(meetingReply(problem)).toBeUndefined();
  });

  it('has the one from rest catch the one ahead where both are (seeded)', () => {
    let seed = 11;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 40; i++) {
      const a = 1 + Math.round(next() * 4);
      const v = 5 + Math.round(next() * 15);
      const d = 20 + Math.round(next() * 20) * 10;
      const problem = `Un auto parte del reposo con una aceleración de ${a} m/s² persiguiendo a una moto que va a ${v} m/s y le lleva ${d} m de ventaja. ¿Cuánto tarda en alcanzarla?`;
      const reply = meetingReply(problem);
      const t = Number(
        /t [=≈] ([\d.,]+) s/
          .exec(reply?.text ?? '')?.[1]
          ?.replace('.', '')
          .replace(',', '.'),
      );
      expect(reply?.certain, problem).toBe(true);
      expect(Math.abs(0.5 * a * t * t - (d + v * t)), problem).toBeLessThan(0.01 * (d + v * t));
    }
  });

  it('leaves alone one that leaves later when the later one is typed first', () => {
    const problem =
      'Dos pueblos A y B están separados 150 km. Media hora después que el otro, sale de B hacia A un auto a 90 km/h; de A sale hacia B otro a 60 km/h. ¿A qué distancia de A se encuentran?';
    expect(meetingReply(problem)?.certain ?? false).toBe(false);
  });

  it('meets the later one where both have gone as far, each from its own town (seeded)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 40; i++) {
      const va = 20 + Math.round(next() * 8) * 10;
      const vb = 20 + Math.round(next() * 8) * 10;
      const wait = 0.5;
      const d = va * wait + 50 + Math.round(next() * 30) * 10;
      const problem = `Dos pueblos A y B están separados ${d} km. De A sale un auto hacia B a ${va} km/h; media hora después sale de B hacia A otro auto a ${vb} km/h. ¿A qué distancia de A se encuentran?`;
      const reply = meetingReply(problem);
      const x = Number(
        /\*\*Se encuentran a ([\d.,]+) km/
          .exec(reply?.text ?? '')?.[1]
          ?.replace('.', '')
          .replace(',', '.'),
      );
      const t = (x - va * wait) / va;
      expect(reply?.certain, problem).toBe(true);
      expect(Math.abs(va * (t + wait) + vb * t - d), problem).toBeLessThan(0.02 * d);
    }
  });
});

describe('meetingReply: a body at constant speed and one from rest, told by another author', () => {
  it('reads «pasa a 54 km/h constantes frente a un motociclista detenido» as the same place at the start', () => {
    const reply = meetingReply(
      'Un auto pasa a 54 km/h constantes frente a un motociclista que está detenido en un semáforo. En ese mismo instante el motociclista arranca con aceleración constante de 3 m/s² en la misma dirección. ¿Cuánto tiempo tarda en alcanzarlo?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('t = 10 s');
  });

  it('measures the meeting place from the place the question names, whichever body starts there', () => {
    const statement =
      'Un tren parte del reposo de la estación A con aceleración constante de 0,5 m/s² hacia B. En el mismo instante pasa por B, a 1,2 km de A, otro tren que viaja hacia A a 72 km/h constantes.';

    expect(meetingReply(`${statement} ¿A qué distancia de A se encuentran?`)?.text).toContain('a 400 m de A');
    expect(meetingReply(`${statement} ¿A qué distancia de B se encuentran?`)?.text).toContain('a 800 m de B');
  });

  it('checks random head-on meetings of a train from rest back: both at one place (seeded)', () => {
    const next = random(32_1117);
    for (let i = 0; i < 30; i++) {
      const a = 0.5 + Math.floor(next() * 4) / 2;
      const v = 10 + Math.floor(next() * 20);
      const d = 500 + Math.floor(next() * 20) * 100;
      const reply = meetingReply(
        `Un tren parte del reposo de la estación A con aceleración constante de ${fmt(a)} m/s² hacia B. En el mismo instante pasa por B, a ${d} m de A, otro tren que viaja hacia A a ${v} m/s constantes. ¿A qué distancia de A se encuentran?`,
      );
      const x = parseNumber(/a ([\d.,]+) m de A/.exec(reply?.text ?? '')?.[1] ?? 'NaN');
      const t = Math.sqrt((2 * x) / a);

      expect(reply?.certain).toBe(true);
      expect(Math.abs(x + v * t - d)).toBeLessThan(0.01 * d);
    }
  });
});

describe('meetingReply: the unit and the place the question names', () => {
  it('gives a time asked in minutes in minutes too', () => {
    const reply = meetingReply(
      'Desde dos pueblos, M y N, separados 90 km, salen al mismo tiempo un ciclista desde M a 20 km/h y un motociclista desde N a 70 km/h, uno al encuentro del otro. ¿Cuántos minutos después de partir se encuentran?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('t = 1 h (60 min)');
  });

  it('reads «un auto arranca desde ese semáforo» as starting where the other passes', () => {
    const reply = meetingReply(
      'Un camión pasa a velocidad constante de 10 m/s por un semáforo en el momento en que un auto arranca desde ese semáforo con aceleración de 1 m/s² en la misma dirección. ¿Cuánto tarda el auto en alcanzar al camión?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('t = 20 s');
  });

  it('reads «pasa por un semáforo… parte del reposo desde el semáforo» as the same place', () => {
    const reply = meetingReply(
      'Un auto A pasa por un semáforo con velocidad constante de 20 m/s. En ese mismo instante parte del reposo desde el semáforo un auto B, en el mismo sentido, con aceleración constante de 2 m/s². ¿Cuánto tarda B en alcanzar a A?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('t = 20 s');
    // Another place named after the passing one is no start there.
    expect(
      meetingReply(
        'Un auto A pasa por un semáforo con velocidad constante de 20 m/s. En ese instante parte del reposo desde el cruce siguiente un auto B con aceleración de 2 m/s². ¿Cuánto tarda B en alcanzar a A?',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('meetingReply: two stations named «una» and «la otra»', () => {
  it('reads «hacia la otra… hacia la primera» as head-on and gives a distance asked in km in km', () => {
    const reply = meetingReply(
      'Dos estaciones distan 45 km. De una sale un tren a 20 m/s hacia la otra y, al mismo tiempo, de la otra sale un segundo tren hacia la primera a 25 m/s. ¿A qué distancia, en km, de la primera estación se cruzan?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('a 20.000 m (= 20 km) del punto de partida de A');
  });
});

describe('meetingReply: «ve pasar», «lo pasa», «la adelanta» start both at one place', () => {
  it.each([
    [
      'Un policía en reposo ve pasar a un auto a 20 m/s y en ese instante sale a perseguirlo con aceleración constante de 4 m/s². ¿Cuánto tarda en alcanzarlo?',
      't = 10 s',
    ],
    [
      'En el instante en que un semáforo se pone en verde, un auto arranca con aceleración de 3 m/s². En ese mismo momento, un colectivo que va a 12 m/s lo pasa. ¿A qué distancia del semáforo el auto alcanza al colectivo?',
      'a 96 m del punto de partida',
    ],
    [
      'Una moto detenida en una esquina arranca con aceleración de 2,5 m/s² justo cuando la adelanta un camión que circula a 54 km/h. ¿Qué velocidad tiene la moto cuando alcanza al camión?',
      'B va a 30 m/s',
    ],
  ])('%s', (statement, expected) => {
    const reply = meetingReply(statement);

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toContain(expected);
  });

  it('leaves alone a chase that starts some seconds after the other passes', () => {
    expect(
      meetingReply(
        'Un policía en reposo ve pasar a un auto a 20 m/s y 2 s después sale a perseguirlo con aceleración constante de 4 m/s². ¿Cuánto tarda en alcanzarlo?',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('meetingReply: two bodies thrown up from one point, one after the other', () => {
  it('meets where the two heights agree, with the second thrown some seconds later', () => {
    const reply = meetingReply(
      'Desde el borde de una pileta se lanza una piedra verticalmente hacia arriba con una velocidad de 40 m/s y, 2 s más tarde, se lanza desde el mismo punto una segunda piedra hacia arriba con la misma velocidad. Considere g = 10 m/s². ¿A qué altura se encuentran?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('Se encuentran a 75 m sobre el punto de lanzamiento, a los t = 5 s');
  });

  it('counts the time from the second throw when the question does', () => {
    const reply = meetingReply(
      'Se lanza una pelota verticalmente hacia arriba con una velocidad de 30 m/s y, 2 s después, se lanza desde el mismo punto una segunda pelota, también hacia arriba y con la misma velocidad. ¿Cuánto tiempo después del lanzamiento de la segunda se encuentran? (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toContain('t = 2 s después del lanzamiento de la segunda');
  });

  it('puts both bodies at one height at the instant it gives (seeded)', () => {
    const next = random(10136);
    for (let i = 0; i < 60; i++) {
      const v1 = 20 + Math.round(next() * 30);
      const v2 = v1 + Math.round(next() * 10);
      const delay = 1 + Math.round(next() * 2);
      const reply = meetingReply(
        `Se lanza una pelota verticalmente hacia arriba con una velocidad de ${v1} m/s y, ${delay} s después, se lanza desde el mismo punto una segunda pelota hacia arriba con una velocidad de ${v2} m/s. Considere g = 10 m/s². ¿Cuándo se encuentran?`,
      );
      if (!reply?.certain) continue;
      const t = Number(/a los t [=≈] (\d+(?:,\d+)?) s/.exec(reply.text)?.[1]?.replace(',', '.'));
      const y1 = v1 * t - 5 * t * t;
      const y2 = v2 * (t - delay) - 5 * (t - delay) ** 2;
      expect(Math.abs(y1 - y2)).toBeLessThan(0.1 + 0.01 * Math.abs(y1));
      expect(y1).toBeGreaterThan(0);
    }
  });
});

describe('meetingReply: «dos piedras se lanzan … con 40 m/s», one speed said of both', () => {
  it('reads the speed as the same for both throws', () => {
    const reply = meetingReply(
      'Dos piedras se lanzan verticalmente hacia arriba desde el mismo punto con 30 m/s, la segunda 2 s después que la primera. ¿A qué altura se cruzan? Considere g = 10 m/s².',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('Se encuentran a 40 m sobre el punto de lanzamiento');
  });
});

describe('a meeting asked «¿A qué hora y dónde…?», through the engine', () => {
  it.each([
    // The bank's: at 9:00 A has done 60 km, 180 km left at 150 km/h: 1,2 h → 10:12, 60 + 72 = 132 km.
    [
      'Las ciudades A y B están a 240 km por una ruta recta. A las 8:00 sale de A hacia B un auto a 60 km/h y a las 9:00 sale de B hacia A una camioneta a 90 km/h, ambos a velocidad constante. ¿A qué hora y a qué distancia de A se cruzan?',
      ['a las 10:12', '132 km'],
    ],
    // 80 km done by 8:30, 320 km at 200 km/h: 1,6 h → 10:06, 80 + 128 = 208 km.
    [
      'Un tren sale de Córdoba a las 7:30 hacia Rosario, que está a 400 km, a 80 km/h; a las 8:30 sale de Rosario hacia Córdoba otro tren a 120 km/h. ¿A qué hora y dónde se cruzan?',
      ['a las 10:06', '208 km'],
    ],
    // A chase: 60 km ahead at 11:00, closing at 30 km/h: 2 h → 13:00, 180 km.
    [
      'Desde una ciudad sale a las 10:00 un camión a 60 km/h. A las 11:00 sale de la misma ciudad y en el mismo sentido un auto a 90 km/h. ¿A qué hora y a qué distancia de la ciudad lo alcanza?',
      ['a las 13:00', '180 km'],
    ],
    // «¿Cuántos minutos después de salir lo alcanza la moto?»: from the chaser's own start, 20 km at 40 km/h.
    [
      'A las 9:00 parte de un peaje una camioneta a 80 km/h constantes. A las 9:15 parte del mismo peaje, en el mismo sentido, una moto a 120 km/h constantes. ¿Cuántos minutos después de salir alcanza la moto a la camioneta?',
      ['(30 min)', 'a las 9:45'],
    ],
  ])('%s', async (problem, expected) => {
    const { solveProblem } = await import('./solve-problem.ts');
    const reply = solveProblem(problem);

    expect(reply.certain).toBe(true);
    for (const text of expected) expect(reply.text).toContain(text);
  });

  it('does not answer sure without the second speed', async () => {
    const { solveProblem } = await import('./solve-problem.ts');

    expect(
      solveProblem(
        'Un tren sale de Córdoba a las 7:30 hacia Rosario, que está a 400 km, a 80 km/h; a las 8:30 sale de Rosario hacia Córdoba otro tren. ¿A qué hora y dónde se cruzan?',
      ).certain,
    ).toBe(false);
  });
});

describe('meetingReply: one body accelerating from rest toward another at constant speed', () => {
  it.each([
    // The bank's: t² + 15 t − 100 = 0 → t = 5 s; A (the one that accelerates) has done 25 m.
    [
      'Dos móviles están a 100 m sobre una recta. En el mismo instante, A parte del reposo hacia B con una aceleración constante de 2 m/s², y B avanza hacia A a 15 m/s constantes. ¿Cuánto tardan en encontrarse? (Redondeá a dos decimales.)',
      ['**Se encuentran: t = 5 s; a 25 m de donde arrancó A (B recorrió 75 m); A va a 10 m/s.**'],
    ],
    // 2 t² + 20 t − 200 = 0 → t = −5 + 5√5 ≈ 6,18 s; the accelerating A has done 2 t² ≈ 76,39 m.
    [
      'Dos autos están separados 200 m y van uno hacia el otro: A arranca desde el reposo con aceleración de 4 m/s² y B se acerca a 20 m/s constantes. ¿Cuándo y dónde se encuentran?',
      ['t ≈ 6,18 s; a 76,39 m de donde arrancó A (B recorrió 123,61 m)'],
    ],
    // No comma between the two clauses, and the uniform one told first: ½ t² + 5 t = 300 → t = 20 s.
    [
      'Dos ciclistas están separados 300 m. A parte del reposo hacia B con aceleración de 1 m/s² y B va hacia A a 5 m/s. ¿Cuánto tardan en cruzarse?',
      ['t = 20 s; a 200 m de donde arrancó A (B recorrió 100 m)'],
    ],
    [
      'Dos ciclistas están separados 300 m. B sale hacia A a 5 m/s y A parte del reposo hacia B con aceleración de 1 m/s². ¿Dónde se cruzan?',
      ['a 200 m de donde arrancó A (B recorrió 100 m)'],
    ],
    // The same with the letters the other way round: the names stay the statement's.
    [
      'Dos autos están separados 200 m y van uno hacia el otro: B arranca desde el reposo con aceleración de 4 m/s² y A se acerca a 20 m/s constantes. ¿Cuándo se encuentran?',
      ['t ≈ 6,18 s; a 76,39 m de donde arrancó B (A recorrió 123,61 m)'],
    ],
  ])('%s', (problem, expected) => {
    const reply = meetingReply(problem);

    expect(reply?.certain).toBe(true);
    for (const text of expected) expect(reply?.text).toContain(text);
  });

  it('does not answer sure without the distance between them', () => {
    expect(
      meetingReply(
        'En el mismo instante, A parte del reposo hacia B con una aceleración constante de 2 m/s², y B avanza hacia A a 15 m/s constantes. ¿Cuánto tardan en encontrarse?',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('meetingReply: two position equations', () => {
  it.each([
    // The bank's: 20 + 5 t = 80 − 10 t → t = 4 s (x = 40 m).
    [
      'Las posiciones de dos móviles son x_A = 20 + 5 t y x_B = 80 - 10 t, en metros y segundos. ¿En qué instante se encuentran?',
      '**Se encuentran: t = 4 s**',
    ],
    // 100 − 15 t = 2 t² → t = (−15 + √1025)/4 ≈ 4,25 s, x ≈ 36,19 m.
    [
      'Dos autos se mueven según xA(t) = 100 − 15t y xB(t) = 2t², en metros y segundos. ¿Cuándo y dónde se encuentran?',
      '**Se encuentran: t ≈ 4,25 s; x ≈ 36,19 m**',
    ],
    // 4,5 t = 30 + 2 t → t = 12 s, x = 54 m.
    [
      'Las posiciones de dos móviles son x_1 = 4,5 t y x_2 = 30 + 2 t (SI). ¿Dónde se encuentran?',
      '**Se encuentran: x = 54 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = meetingReply(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // No units said for x and t.
    'Las posiciones de dos móviles son x_A = 20 + 5 t y x_B = 80 - 10 t. ¿En qué instante se encuentran?',
    // A speed asked, not when.
    'Las posiciones de dos móviles son x_A = 20 + 5 t y x_B = 80 - 10 t, en metros y segundos. ¿Con qué velocidad va A cuando se encuentran?',
    // They never meet at t ≥ 0.
    'Las posiciones de dos móviles son x_1 = -4,5 t y x_2 = 30 + 2 t (SI). ¿Dónde se encuentran?',
  ])('does not answer sure: %s', (problem) => {
    expect(meetingReply(problem)?.certain ?? false).toBe(false);
  });

  it.each([
    // 150 km closed at 60 + 90 = 150 km/h: 1 h, A at 60 km, B 90 km.
    [
      'Un auto A sale de una ciudad a 60 km/h y, al mismo tiempo, desde otra ciudad a 150 km, sale un auto B hacia A a 90 km/h.\na) ¿Cuánto tardan en encontrarse?',
      'Se encuentran a los t = 1 h, a 60 km del punto de partida de A (y a 90 km de B).',
    ],
    // 200 km at 30 + 70 = 100 km/h: 2 h, 60 km from the first.
    [
      'Dos pueblos están a 200 km. De uno sale un camión a 30 km/h y, a la misma hora, de la otra localidad sale otro camión hacia el primero a 70 km/h. ¿Cuánto tardan en encontrarse?',
      'Se encuentran a los t = 2 h, a 60 km del punto de partida de A (y a 140 km de B).',
    ],
    [
      'Una moto P parte de Rosario a 80 km/h; al mismo tiempo, desde Santa Fe, a 160 km, parte una moto Q hacia P a 120 km/h. ¿Cuándo se encuentran?',
      'Se encuentran a los t = 0,8 h (48 min), a 64 km del punto de partida de A (y a 96 km de B).',
    ],
  ])('reads a body that heads for the other by its letter: %s', (problem, expected) => {
    const reply = meetingReply(problem);
    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toBe(expected);
  });

  it('does not read a body going the same way as one heading for the other', () => {
    expect(
      meetingReply(
        'Un auto A sale de una ciudad a 60 km/h y, al mismo tiempo, desde otra ciudad a 150 km, sale un auto B a 90 km/h en el mismo sentido que A. ¿Cuánto tardan en encontrarse?',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('meetingReply: the clock time asked, and the start the question names', () => {
  it.each([
    [
      // A chase with clock times: 10 km ahead, closing at 40 km/h, 15 min after 15:50.
      'Un ciclista pasa por un control a las 15:20 a 20 km/h. A las 15:50 pasa por el mismo control una moto a 60 km/h, en el mismo sentido. ¿A qué hora lo alcanza?',
      'Se encuentran a las 16:05 h',
    ],
    [
      // Toward each other, the second 45 min later: 60 km done, 150 km at 180 km/h, 50 min after 10:45.
      'Dos trenes salen de dos estaciones distantes 210 km, uno hacia el otro. El primero sale a las 10:00 a 80 km/h y el segundo a las 10:45 a 100 km/h. ¿A qué hora se cruzan?',
      'Se encuentran a las 11:35 h',
    ],
    [
      // A 10-minute delay read exactly: 12 km ahead, 1/3 h at 36 km/h, 36 km (not 36,01).
      'Un camión pasa por un peaje a las 14:00 a 72 km/h constantes. A las 14:10 pasa por el mismo peaje, en el mismo sentido, un auto a 108 km/h. ¿A qué distancia del peaje lo alcanza?',
      'Se encuentran a 36 km del punto de partida del que persigue',
    ],
  ])('states the meeting clock time: %s', (problem, expected) => {
    const reply = meetingReply(problem);
    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toContain(expected);
  });

  it.each([
    [
      // t = 900 / 9 = 100 s; the faster one (5 m/s, typed second) covers 500 m.
      'Dos corredores parten a la vez de los extremos de una pista recta de 900 m, uno hacia el otro, a 4 m/s y 5 m/s. ¿A qué distancia del punto de partida del más rápido se cruzan?',
      'Se encuentran a 500 m del punto de partida de B, el más rápido, a los t = 100 s (1,67 min).',
    ],
    [
      'Dos móviles parten al mismo tiempo desde los extremos de un camino recto de 2 km, uno hacia el otro, con velocidades constantes de 5 m/s y 3 m/s. ¿A qué distancia del punto de partida del más lento se encuentran?',
      'Se encuentran a 750 m del punto de partida de B, el más lento, a los t = 250 s (4,17 min).',
    ],
    [
      // t = 400 / 200 = 2 h; from Córdoba, where the second one leaves: 110 · 2 = 220 km.
      'Un micro sale de Rosario hacia Córdoba, distantes 400 km, a 90 km/h; a la misma hora sale de Córdoba hacia Rosario un auto a 110 km/h. ¿A qué distancia de Córdoba se cruzan?',
      'Se encuentran a 220 km del punto de partida de B, a los t = 2 h.',
    ],
  ])('measures from the start the question names, alone: %s', (problem, expected) => {
    const reply = meetingReply(problem);
    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toBe(expected);
  });

  it('does not answer sure a clock time without the distance between the two cities', () => {
    expect(
      meetingReply(
        'Dos trenes salen de dos estaciones, uno hacia el otro. El primero sale a las 10:00 a 80 km/h y el segundo a las 10:45 a 100 km/h. ¿A qué hora se cruzan?',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('meetingReply: clock times written «8 h 15 min» or «8.15 h»', () => {
  it.each([
    // At 9:15 the micro has done 80 km; 220 km at 200 km/h take 1,1 h = 66 min: 10:21, 168 km from A.
    'Un micro sale de A a las 8 h 15 min hacia B, distante 300 km, a 80 km/h. A las 9 h 15 min sale de B hacia A un auto a 120 km/h. ¿A qué hora se cruzan?',
    'Un micro sale de A a las 8.15 h hacia B, distante 300 km, a 80 km/h. A las 9.15 h sale de B hacia A un auto a 120 km/h. ¿A qué hora se cruzan?',
  ])('%s', (problem) => {
    const reply = meetingReply(problem);
    expect(reply?.certain).toBe(true);
    expect(answerLine(reply?.text ?? '')).toBe(
      'Se encuentran a las 10:21 h, a los t = 1,1 h, a 168 km del punto de partida de A (y a 132 km de B).',
    );
  });

  it('does not answer sure without the second clock time', () => {
    expect(
      meetingReply(
        'Un micro sale de A a las 8 h 15 min hacia B, distante 300 km, a 80 km/h. Más tarde sale de B hacia A un auto a 120 km/h. ¿A qué hora se cruzan?',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('meetingReply: a chaser that starts from rest some seconds after the other passed', () => {
  it.each([
    // τ = 2 s, lead 40 m: 2t² = 40 + 20t → t = 5 + √45 ≈ 11,71 s.
    [
      'Un auto pasa a 20 m/s constantes frente a un policía en moto; 2 s después el policía parte del reposo, desde ese mismo lugar, con una aceleración de 4 m/s². ¿Cuánto tarda el policía en alcanzarlo, desde que parte?',
      't ≈ 11,71 s desde que arrancó B',
    ],
    // τ = 3 s, lead 45 m: 1,25t² = 45 + 15t → t = 6 + √72 ≈ 14,49 s.
    [
      'Una moto pasa frente a un patrullero detenido a 15 m/s constantes. 3 s más tarde el patrullero arranca desde el mismo lugar con una aceleración de 2,5 m/s². ¿Cuánto tiempo tarda en alcanzarla desde que arranca?',
      't ≈ 14,49 s desde que arrancó B',
    ],
    // 36 km/h = 10 m/s, τ = 4 s, lead 40 m: t = 10 + √180 ≈ 23,42 s, x = ½·23,42² ≈ 274,16 m.
    [
      'Un ciclista pasa a 36 km/h constantes junto a un auto detenido; 4 s después el auto arranca desde ese mismo punto con una aceleración de 1 m/s². ¿A cuántos metros del punto de partida lo alcanza?',
      'a 274,16 m del punto de partida',
    ],
    // Counted from the pass: 11,71 + 2 ≈ 13,71 s.
    [
      'Un auto pasa a 20 m/s constantes frente a un policía en moto; 2 s después el policía parte del reposo, desde ese mismo lugar, con una aceleración de 4 m/s². ¿Cuánto tarda en alcanzarlo desde que el auto pasa frente a él?',
      't ≈ 13,71 s desde que A pasó',
    ],
  ])('%s', (problem, answer) => {
    const reply = meetingReply(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // The clock the time is counted from is not said.
    'Un auto pasa a 20 m/s constantes frente a un policía en moto; 2 s después el policía parte del reposo, desde ese mismo lugar, con una aceleración de 4 m/s². ¿Cuánto tarda el policía en alcanzarlo?',
    // Minutes asked.
    'Una moto pasa frente a un patrullero detenido a 15 m/s constantes. 3 s más tarde el patrullero arranca desde el mismo lugar con una aceleración de 2,5 m/s². ¿Cuántos minutos tarda en alcanzarla desde que arranca?',
  ])('leaves %s unsure', (problem) => {
    expect(meetingReply(problem)?.certain).not.toBe(true);
  });
});

describe('meetingReply: the catch from the same place asked in kilometres', () => {
  it.each([
    // 72 km/h = 20 m/s: 20t = t² → t = 20 s, x = 400 m = 0,4 km.
    [
      'Un auto pasa a 72 km/h constantes frente a un policía en moto; en ese instante el policía parte del reposo con una aceleración de 2 m/s². ¿A cuántos kilómetros del punto de partida lo alcanza?',
      'a 0,4 km del punto de partida',
    ],
    // 90 km/h = 25 m/s, a = 1 m/s²: t = 50 s, x = 1250 m = 1,25 km.
    [
      'Un patrullero está detenido; en el instante en que pasa a su lado una moto a 90 km/h constantes, arranca con aceleración de 1 m/s². ¿A qué distancia lo alcanza, en km?',
      'a 1,25 km del punto de partida',
    ],
  ])('%s', (problem, answer) => {
    const reply = meetingReply(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('leaves a distance asked in centimetres unsure', () => {
    expect(
      meetingReply(
        'Un auto pasa a 72 km/h constantes frente a un policía en moto; en ese instante el policía parte del reposo con una aceleración de 2 m/s². ¿A cuántos centímetros del punto de partida lo alcanza?',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('meetingReply: exam pages of meetings (session 24)', () => {
  it.each([
    // Apart at 140 km/h: 350 km in 2,5 h, from 10:00 → 12:30.
    [
      'Dos autos parten a las 10:00 de una misma estación de servicio, por la misma ruta recta pero en sentidos opuestos, a 60 km/h y 80 km/h constantes. ¿A qué hora estarán separados 350 km?',
      'a las 12:30 h',
    ],
    // Other words: apart at 30 km/h in the same sense, 45 km in 1,5 h, from 8:15 → 9:45.
    [
      'A las 8:15 salen de una misma esquina, en el mismo sentido, un camión a 50 km/h y un auto a 80 km/h. ¿A qué hora estarán separados 45 km?',
      'a las 9:45 h',
    ],
    // A chase in km/h and m/s with a 10 s delay, counted from the chaser's own pass: 200 m at 10 m/s.
    [
      'Un auto pasa por la cabina de un peaje con velocidad constante de 72 km/h. Diez segundos después pasa por la misma cabina, en el mismo sentido, una moto que va a 30 m/s constantes. ¿Cuánto tiempo tarda la moto, desde que pasa por el peaje, en alcanzar al auto?',
      't = 20 s',
    ],
    // «desde que pasa el auto» is the first one's pass: 10 + 20 = 30 s.
    [
      'Un auto pasa por la cabina de un peaje con velocidad constante de 72 km/h. Diez segundos después pasa por la misma cabina, en el mismo sentido, una moto que va a 30 m/s constantes. ¿Cuánto tarda la moto en alcanzarlo desde que pasa el auto?',
      't = 30 s desde que salió el primero',
    ],
  ])('%s', (problem, expected) => {
    const reply = meetingReply(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // 100 km at 140 km/h is 42,857… min: no clock minute to state.
    'Dos autos parten a las 10:00 de una misma estación de servicio, en sentidos opuestos, a 60 km/h y 80 km/h. ¿A qué hora estarán separados 100 km?',
  ])('does not state a clock time it cannot state: %s', (problem) => {
    expect(meetingReply(problem)?.certain ?? false).toBe(false);
  });
});
