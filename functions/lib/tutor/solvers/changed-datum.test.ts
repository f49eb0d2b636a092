import { describe, expect, it } from 'vitest';
import { answerOfflineDetailed } from '../offline/engine.ts';
import { solveKinematics } from './kinematics.ts';
import { changesADatum } from './physics.ts';
import { solvePower } from './power.ts';

describe('changesADatum', () => {
  it.each([
    'Si la aceleración fuera el doble, ¿qué velocidad tendría a los 5 s?',
    'Si se estirara el doble, ¿qué energía almacenaría?',
    'Si el piso no tuviera rozamiento, ¿qué trabajo neto se haría?',
    'Si lo hiciera en la mitad del tiempo, ¿qué potencia desarrollaría?',
    '¿Qué trabajo realiza la grúa si sube el doble de altura?',
    'Si la masa se duplica, ¿cuál es la nueva aceleración?',
    'Si la masa fuera de 6 kg, ¿cuál sería la aceleración?',
    '¿Cuánto tarda en recorrer 27 km si va al doble de velocidad?',
    '¿Qué fuerza haría falta para estirarlo el doble?',
    '¿Con qué velocidad llega al suelo desde el doble de altura?',
    'Si el semáforo pesara el doble, ¿cuál sería la tensión?',
    '¿Qué fuerza haría falta para que el carrito de masa duplicada tenga la misma aceleración?',
    'Con la fuerza triplicada, ¿qué aceleración adquiere el bloque?',
  ])('reads «%s» as a datum changed in words', (said) => {
    expect(changesADatum(said)).toBe(true);
  });

  it.each([
    // A relation given as a datum, a datum added with its number, and words that only look like it.
    'Si la masa de A es el doble de la de B, ¿cuál es la aceleración?',
    'Un cuerpo tiene el doble de masa que otro. ¿Cuál es su peso?',
    'Y si hubiera rozamiento con μ = 0,2, ¿cuál sería su aceleración?',
    'Se dispara un proyectil para que caiga a 20 m. ¿Qué velocidad necesita si sale a 45°?',
    'Un bloque se separa del resorte. ¿Qué velocidad tiene?',
    // The future, not a subjunctive: folded, «alargará» would read as «alargara».
    'Al aplicarle 12 N, un resorte se alarga 3 cm. Si se le aplican 20 N, se alargará:',
  ])('leaves «%s» alone', (said) => {
    expect(changesADatum(said)).toBe(false);
  });
});

describe('the engine on a physics statement that changes a datum in words', () => {
  // Each solver declines the message as typed; the engine reads the question with the datum changed
  // (offline/follow-ups.ts, changeInQuestion), and states that result or none, never the unchanged one.
  it.each([
    // Each was once stated, sure, with the unchanged problem's result (the third column).
    [
      'Un bloque de 2 kg sobre un piso sin rozamiento recibe una fuerza de 10 N. Si la masa fuera el triple, ¿qué aceleración tendría?',
      'a ≈ 1,67 m/s²',
      '5 m/s²',
    ],
    [
      'Un resorte de constante 200 N/m se estira 10 cm. Si se estirara el doble, ¿qué energía almacenaría?',
      'Ee = 4 J',
      '1 J',
    ],
    [
      'Se empuja un cajón de 20 kg con 120 N a lo largo de 10 m, μ = 0,4. Si el piso no tuviera rozamiento, ¿qué trabajo neto se haría? g = 10 m/s²',
      'W_neto = 1.200 J',
      '400 J',
    ],
    [
      'Una grúa levanta 200 kg a 15 m con velocidad constante. ¿Qué trabajo realiza la grúa si sube el doble de altura? g = 9,8 m/s²',
      'W = 58.800 J',
      '29.400 J',
    ],
    [
      'Un motor eleva 80 kg a 25 m en 20 s con velocidad constante. Si lo hiciera en la mitad del tiempo, ¿qué potencia desarrollaría? g = 9,8 m/s²',
      'P = 1.960 W',
      '980 W',
    ],
    [
      'Un móvil parte del reposo con aceleración de 2 m/s². Si la aceleración fuera el doble, ¿qué velocidad tendría a los 5 s?',
      'v = 20 m/s',
      '10 m/s',
    ],
    // And found probing: 579,56 N, 1,5 h, 20 N, 20 m/s were stated for the unchanged data.
    [
      'Un semáforo de 300 N cuelga de un cable y cada tramo forma 15° con la horizontal. Si el semáforo pesara el doble, ¿cuál sería la tensión?',
      'T en cada cuerda ≈ 1.159,11 N',
      '579,56 N',
    ],
    [
      'Un ciclista va a 18 km/h. ¿Cuánto tarda en recorrer 27 km si va al doble de velocidad?',
      't = 0,75 h',
      '1,5 h',
    ],
    [
      'Un resorte de k = 200 N/m se estira 10 cm. ¿Qué fuerza haría falta para estirarlo el doble?',
      'F = 40 N',
      '20 N',
    ],
    [
      'Un cuerpo de 2 kg se suelta desde 20 m. ¿Con qué velocidad llega al suelo desde el doble de altura? g = 10 m/s²',
      'v ≈ 28,28 m/s',
      '20 m/s',
    ],
    // The kinetic change took a mass doubled for the speed (72 J for 24 J): the increase is no change reading.
    [
      'Un cuerpo de 3 kg se mueve a 4 m/s. Si su masa se duplica, ¿en cuánto aumenta su energía cinética?',
      undefined,
      '72 J',
    ],
  ] as const)(
    '«%s»: the changed result or none, never the unchanged one',
    async (message, changed, unchanged) => {
      const reply = await answerOfflineDetailed({ message, passages: [] });
      if (changed === undefined) expect(reply.certain && reply.text.includes(unchanged)).toBe(false);
      else {
        expect(reply.certain).toBe(true);
        expect(reply.text).toContain(`**${changed}`);
      }
      expect(reply.text).not.toContain(`= ${unchanged}**`);
    },
  );

  it('still answers a part that adds a typed datum («y si hubiera rozamiento con μ = 0,2»)', async () => {
    const reply = await answerOfflineDetailed({
      message:
        'Se arrastra un cajón de 10 kg por un piso horizontal con una fuerza horizontal de 50 N. Tomá g = 10 m/s². Si hubiera rozamiento con μ = 0,2, ¿cuál sería su aceleración?',
      passages: [],
    });
    expect(reply.certain).toBe(true);
    expect(reply.text).toContain('3 m/s²');
  });
});

describe('the solvers that read one body or the typed data alone', () => {
  it('kinematics leaves a chase to the meeting reading: «en el instante en que pasa a su lado un auto»', () => {
    // It was stated, sure, «d = 0,096 km»: the distance for the patrol car to reach the car's speed.
    expect(
      solveKinematics(
        'Un patrullero parte del reposo con aceleración de 3 m/s² en el instante en que pasa a su lado un auto a 24 m/s constantes. ¿A qué distancia del punto de partida lo alcanza, en km?',
      ),
    ).toBeUndefined();
    expect(
      solveKinematics(
        'Un policía ve pasar un auto a 20 m/s y sale desde el reposo con 4 m/s². ¿Qué distancia recorre hasta alcanzar esa velocidad?',
      ),
    ).toBeUndefined();
  });

  it('kinematics and power decline a datum changed in words', () => {
    expect(
      solveKinematics(
        'Un auto marcha a 20 m/s y frena hasta detenerse en 4 s. Si la velocidad inicial fuera el doble, ¿qué distancia recorrería con la misma desaceleración?',
      ),
    ).toBeUndefined();
    expect(
      solvePower(
        'Un ascensor de 500 kg sube con velocidad constante 12 m en 10 s. ¿Qué potencia desarrolla si tarda el doble? g = 10 m/s²',
      ),
    ).toBeUndefined();
  });
});

describe('the engine on a part that changes an earlier part’s datum in words', () => {
  const reply = (message: string) => answerOfflineDetailed({ message, passages: [] });

  it.each([
    [
      'Un cuerpo de 3 kg se deja caer desde 45 m de altura (g = 10 m/s²). a) ¿Con qué velocidad llega al suelo? b) ¿Y si se soltara desde la mitad de altura?',
      ['v = 30 m/s', 'Con **22,5 m** en lugar de **45 m**', 'v ≈ 21,21 m/s'],
    ],
    [
      'Un resorte de constante 200 N/m se comprime 5 cm. a) ¿Qué energía elástica almacena? b) Si se comprimiera el triple, ¿cuánta energía almacenaría?',
      ['Ee = 0,25 J', 'Con **15 cm** en lugar de **5 cm**', 'Ee = 2,25 J'],
    ],
    [
      'Un auto de 800 kg va a 30 m/s. a) ¿Cuál es su energía cinética? b) Si su velocidad se redujera a la mitad, ¿cuál sería su energía cinética?',
      ['Ec = 360.000 J', 'Con **15 m/s** en lugar de **30 m/s**', 'Ec = 90.000 J'],
    ],
  ])('answers «%s» part by part, the second with the datum changed', (message, results) => {
    const answer = reply(message);
    expect(answer.certain).toBe(true);
    for (const result of results) expect(answer.text).toContain(result);
  });

  it('does not answer a change that asks another quantity with the earlier part’s result', () => {
    const answer = reply(
      'Un resorte de constante 200 N/m se comprime 5 cm. a) ¿Qué energía elástica almacena? b) Si se comprimiera el doble, ¿qué fuerza haría el resorte?',
    );
    expect(answer.certain).toBe(false);
    expect(answer.text).not.toContain('Ee = 1 J');
  });
});
