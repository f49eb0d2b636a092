import { describe, expect, it } from 'vitest';
import { workedReply } from '../solvers/reply.ts';
import {
  askedQuantity,
  asksWithoutMass,
  computedValues,
  earlierLetters,
  fromEllipsis,
  fromSiblings,
  type PartAnswer,
  statesAskedUnits,
  statesExpressedUnit,
  usesGravity,
  weightProblem,
  withAddedCondition,
  withDefinition,
  withEarlierLetters,
  withEarlierObject,
  withEarlierTime,
  withEnergyData,
  withLineByOrder,
  withoutGivenGravity,
  withoutGivenMass,
} from './part-chains.ts';

const braking = workedReply({
  title: 'Segunda ley de Newton con datos del movimiento',
  data: 'm = 900 kg; v₀ = 54 km/h; v = 0; t = 3 s',
  steps: [
    'Pasá las velocidades a m/s: 54 km/h = 15 m/s.',
    'La aceleración sale de la cinemática: $a = \\frac{0 - 15}{3} = -5\\ \\text{m/s}^2$.',
    'Segunda ley de Newton: $|F| = m \\cdot |a| = 900 \\cdot 5 = 4.500\\ \\text{N}$.',
  ],
  answer: '**F = 4.500 N**',
  closing: '¿Y con el doble de velocidad?',
});

const part = (label: string, question: string, reply?: PartAnswer['reply']): PartAnswer => ({
  label,
  question,
  reply,
});

describe('a part answered from what the other parts settled', () => {
  it('reads the values a worked reply computed, with their symbols and units', () => {
    const values = computedValues(braking).map(({ symbol, value, unit }) => `${symbol}=${value} ${unit}`);
    expect(values).toEqual(['=15 m/s', 'a=−5 m/s²', 'F=4.500 N', 'F=4.500 N']);
    expect(computedValues('$W = m g h = 40 \\cdot 10 \\cdot 9 = 3.600$ J (con g = 10 m/s²)')).toMatchObject([
      { symbol: 'W', value: '3.600', unit: 'J' },
    ]);
    // A rounded value ends its equation with «\approx» as an exact one with «=».
    expect(
      computedValues(
        '$W = F \\cdot d \\cdot \\cos\\alpha = 60 \\cdot 12 \\cdot 0{,}866 \\approx 623{,}54$ J.',
      ),
    ).toMatchObject([{ symbol: 'W', value: '623,54', unit: 'J' }]);
  });

  it('takes the quantity a sure sibling computed on its way, with its size when it points back', () => {
    const force = part('b', 'la fuerza de frenado', { text: braking, certain: true });
    const text = fromSiblings(part('a', 'la aceleración', undefined), [part('a', 'la aceleración'), force]);
    expect(text).toContain('**a = −5 m/s²** (en contra del movimiento: módulo 5 m/s²)');
    expect(text).toContain('parte b)');
    expect(fromSiblings(part('a', 'su velocidad en m/s'), [force])).toContain('**v = 15 m/s**');
  });

  it('takes nothing from a sibling that is not sure, nor for a part with data of its own', () => {
    const unsure = part('b', 'la fuerza de frenado', { text: braking, certain: false });
    expect(fromSiblings(part('a', 'la aceleración'), [unsure])).toBeUndefined();
    const sure = part('b', 'la fuerza de frenado', { text: braking, certain: true });
    expect(fromSiblings(part('a', 'la aceleración a los 2 s'), [sure])).toBeUndefined();
    // «la velocidad inicial» is not the v a resolution computes; the net force is not the applied one.
    expect(fromSiblings(part('a', 'la velocidad inicial'), [sure])).toBeUndefined();
    expect(fromSiblings(part('a', 'la potencia'), [sure])).toBeUndefined();
  });

  it('asks what the question names first: «¿Qué distancia recorre en ese tiempo?» is no time', () => {
    expect(askedQuantity('¿Qué distancia recorre en ese tiempo?')).toBe(askedQuantity('la distancia'));
    const stop = workedReply({
      title: 'MRUV',
      data: 'v₀ = 30 m/s; a = −6 m/s²',
      steps: ['Reemplazá: $t = \\frac{0 - 30}{(-6)} = 5\\ \\text{s}$.'],
      answer: '**t = 5 s**',
      closing: '¿Y?',
    });
    const sure = part('a', '¿Cuánto tarda en detenerse?', { text: stop, certain: true });
    expect(fromSiblings(part('b', '¿Qué distancia recorre en ese tiempo?'), [sure])).toBeUndefined();
  });

  it('takes nothing from a sibling that asks the same quantity: another one of its kind', () => {
    const flight = workedReply({
      title: 'Tiro vertical',
      data: 'v₀ = 20 m/s',
      steps: ['Reemplazá: $t = -\\frac{2 \\cdot 20}{(-10)} = 4\\ \\text{s}$.'],
      answer: '**t = 4 s**',
      closing: '¿Y?',
    });
    const sure = part('c', '¿Cuánto tiempo está en el aire?', { text: flight, certain: true });
    expect(fromSiblings(part('b', '¿Cuánto tarda en alcanzarla?'), [sure])).toBeUndefined();
  });

  it('reads «en ese tiempo» after «¿cuánto tarda en detenerse?» as the way until it stops', () => {
    expect(withEarlierTime('¿Qué distancia recorre en ese tiempo?', ['¿Cuánto tarda en detenerse?'])).toBe(
      '¿Qué distancia recorre hasta detenerse?',
    );
  });

  it('reads «en ese instante» after a part asking when one reaches the other as the meeting', () => {
    const earlier = [
      '¿Cuánto tarda la moto en alcanzar al ciclista?',
      '¿Qué distancia recorrió hasta alcanzarlo?',
    ];
    expect(withEarlierTime('¿Qué velocidad tiene la moto en ese instante?', earlier)).toBe(
      '¿Qué velocidad tiene la moto en el instante del encuentro?',
    );
    expect(withEarlierTime('¿Dónde está A en ese momento?', ['¿Cuánto tiempo tardan en encontrarse?'])).toBe(
      '¿Dónde está A en el instante del encuentro?',
    );
    // A speed reached is no meeting.
    expect(
      withEarlierTime('¿Qué distancia recorrió en ese tiempo?', ['¿Cuánto tarda en alcanzar 20 m/s?']),
    ).toBe('¿Qué distancia recorrió hasta llegar a 20 m/s?');
  });

  it('takes nothing when the sure siblings computed two values of it', () => {
    const other = workedReply({
      title: 'Otra',
      data: '—',
      steps: ['$a = \\frac{6}{2} = 3\\ \\text{m/s}^2$.'],
      answer: '**v = 6 m/s**',
      closing: '¿Te cierra?',
    });
    const siblings = [
      part('b', 'la fuerza', { text: braking, certain: true }),
      part('c', 'la velocidad', { text: other, certain: true }),
    ];
    expect(fromSiblings(part('a', 'la aceleración'), siblings)).toBeUndefined();
  });

  it('leaves out the gravity a statement gives, in each way exams give it', () => {
    expect(withoutGivenGravity('Un cuerpo de 3 kg se lanza hacia arriba con 10 m/s (g = 10 m/s²).')).toBe(
      'Un cuerpo de 3 kg se lanza hacia arriba con 10 m/s.',
    );
    expect(withoutGivenGravity('Un motor sube 40 kg a 9 m en 12 s. Tomar g = 10 m/s². Determinar:')).toBe(
      'Un motor sube 40 kg a 9 m en 12 s. Determinar:',
    );
    expect(withoutGivenGravity('Un motor sube 40 kg a 9 m en 12 s.')).toBeUndefined();
  });

  it('tells a resolution that uses gravity from one that does not', () => {
    expect(usesGravity('$E_c = \\frac{1}{2} m v^2 = 150\\ \\text{J}$')).toBe(false);
    expect(usesGravity('$h = \\frac{v_0^2}{2g} = 5$ m')).toBe(true);
    expect(usesGravity('a = −9,8 m/s² (el enunciado no da g)')).toBe(true);
  });

  it('reads «en ese tiempo» with the time an earlier part names', () => {
    expect(withEarlierTime('la distancia recorrida en ese tiempo', ['la velocidad a los 6 s'])).toBe(
      'la distancia recorrida en 6 s',
    );
    expect(withEarlierTime('la distancia recorrida en ese tiempo', ['la velocidad final'])).toBeUndefined();
    expect(withEarlierTime('la distancia recorrida', ['la velocidad a los 6 s'])).toBeUndefined();
  });

  it('reads «en ese tiempo» after a time asked to reach a speed as the way to that speed', () => {
    expect(
      withEarlierTime('¿Qué distancia recorre en ese tiempo?', [
        '¿Cuánto tiempo debe empujarse para que su velocidad llegue a 7,5 m/s?',
      ]),
    ).toBe('¿Qué distancia recorre hasta llegar a 7,5 m/s?');
    // The earlier part asks a speed, not a time: no time to stand for.
    expect(
      withEarlierTime('¿Qué distancia recorre en ese tiempo?', [
        '¿Qué velocidad alcanza al llegar a 7,5 m/s?',
      ]),
    ).toBeUndefined();
  });

  it('reads the last equation of a chain as the value computed', () => {
    const step =
      '$d = \\frac{1}{2} a t^2 \\Rightarrow a = \\frac{2d}{t^2} = \\frac{2 \\cdot 9}{3^2} = 2\\ \\text{m/s}^2$.';
    expect(computedValues(step)).toMatchObject([{ symbol: 'a', value: '2', unit: 'm/s²' }]);
  });

  it('reads «alcanzarla» with the quantity an earlier part asked for, of its gender', () => {
    expect(withEarlierObject('Hallar el tiempo que tarda en alcanzarla.', ['Hallar la altura máxima.'])).toBe(
      'Hallar el tiempo que tarda en alcanzar la altura máxima.',
    );
    expect(withEarlierObject('el tiempo que tarda en alcanzarla', ['el desplazamiento'])).toBeUndefined();
    expect(withEarlierObject('el tiempo que tarda en llegar', ['la altura máxima'])).toBeUndefined();
  });

  it('names the quantity an earlier «¿Qué …?» asked, with the article the pronoun gives', () => {
    expect(withEarlierObject('¿Cuánto tarda en alcanzarla?', ['¿Qué altura máxima alcanza?'])).toBe(
      '¿Cuánto tarda en alcanzar la altura máxima?',
    );
    expect(withEarlierObject('¿Cuánto tarda en alcanzarla?', ['¿Cuál es la altura máxima?'])).toBe(
      '¿Cuánto tarda en alcanzar la altura máxima?',
    );
    // «alcanzarlo» cannot stand for «altura»: no reading.
    expect(
      withEarlierObject('¿Cuánto tarda en alcanzarlo?', ['¿Qué altura máxima alcanza?']),
    ).toBeUndefined();
  });

  it('leaves out the masses a statement gives, not a density', () => {
    expect(withoutGivenMass('Una piedra de 0,4 kg se lanza hacia arriba con 30 m/s.')).toBe(
      'Una piedra se lanza hacia arriba con 30 m/s.',
    );
    expect(withoutGivenMass('Un cuerpo de masa 2 kg cae 5 m.')).toBe('Un cuerpo cae 5 m.');
    expect(withoutGivenMass('El agua tiene densidad 1000 kg/m³ y 2 m de profundidad.')).toBeUndefined();
  });

  it('keeps two masses: where to hang one to balance the other turns on their ratio', () => {
    expect(
      withoutGivenMass(
        'Una varilla de 1 m cuelga de su punto medio. En un extremo se cuelga una pesa de 200 g. ¿A qué distancia del medio hay que colgar una de 500 g para equilibrarla? Expresarla en cm.',
      ),
    ).toBeUndefined();
  });

  it('knows what a mass never enters: a motion, a sum of forces', () => {
    expect(asksWithoutMass('la altura máxima que alcanza')).toBe(true);
    expect(asksWithoutMass('el módulo de la resultante')).toBe(true);
    expect(asksWithoutMass('la aceleración del cuerpo')).toBe(false);
    expect(asksWithoutMass('la energía potencial en el punto más alto')).toBe(false);
    expect(asksWithoutMass('la fuerza que hace el motor a esa velocidad')).toBe(false);
  });

  it('keeps only the data the energy asked for is made of, for the state described', () => {
    const statement = 'Un cuerpo de 4 kg se mueve a 6 m/s a 5 m de altura. Tomar g = 10 m/s².';
    expect(withEnergyData(statement, 'Calcular su energía cinética.')).toBe(
      'Un cuerpo de 4 kg se mueve a 6 m/s.',
    );
    expect(withEnergyData(statement, 'la energía potencial')).toBe(
      'Un cuerpo de 4 kg se mueve a 5 m de altura. Tomar g = 10 m/s².',
    );
    // Another moment needs every datum: the speed at the ground comes from the height too.
    expect(withEnergyData(statement, 'la energía cinética al llegar al suelo')).toBeUndefined();
    expect(withEnergyData(statement, 'la energía mecánica')).toBeUndefined();
  });

  it('writes out the function a part names in its equation', () => {
    expect(withDefinition('Dada g(x) = log₃(x + 2) − 1:', 'Resolver g(x) = 1.')).toBe(
      'Resolver log₃(x + 2) − 1 = 1.',
    );
    expect(withDefinition('Sea f(x) = 2x + 3, con x real.', 'Resolver f(x) ≥ 7')).toBe('Resolver 2x + 3 ≥ 7');
    expect(withDefinition('Dada g(x) = log₃(x + 2) − 1:', 'Hallar el dominio de g.')).toBeUndefined();
    expect(withDefinition('Dada g(x) = log₃(x + 2) − 1:', 'Resolver f(x) = 1.')).toBeUndefined();
  });

  it('tells «la nueva aceleración» the same quantity as «su aceleración»', () => {
    expect(askedQuantity('¿cuál es la nueva aceleración?')).toBe(askedQuantity('¿Cuál es su aceleración?'));
    expect(askedQuantity('¿qué distancia recorre?')).not.toBe(askedQuantity('¿Cuál es su aceleración?'));
    expect(askedQuantity('¿cuánto marca la balanza?')).toBeUndefined();
  });

  it('reads «¿Y cuando …?» as the earlier question with its condition replaced', () => {
    expect(
      fromEllipsis(
        '¿Y cuando sube acelerando a 1 m/s²?',
        '¿Cuál es la tensión del cable cuando sube con velocidad constante?',
      ),
    ).toBe('¿Cuál es la tensión del cable cuando sube acelerando a 1 m/s²?');
    expect(fromEllipsis('¿Y cuando baja?', '¿Cuál es la tensión del cable?')).toBeUndefined();
    expect(fromEllipsis('¿Cuánto tarda?', '¿Cuál es la tensión cuando sube?')).toBeUndefined();
  });

  it('takes a force asked «en newtons» from a conversion of a datum, not from the factor the statement gives', () => {
    const text = workedReply({
      title: 'Segunda ley de Newton',
      data: 'm = 20 kg; F = 5 kgf',
      steps: ['Pasá las fuerzas a newtons: 5 kgf = 50 N (1 kgf = 10 N, como da el enunciado).'],
      answer: '**a = 2,5 m/s²**',
      closing: '¿Y con el doble?',
    });
    const sibling = part('b', '¿Qué aceleración adquiere?', { text, certain: true });
    const statement = 'Un carrito de 20 kg recibe 5 kgf. Considerá 1 kgf = 10 N.';
    expect(fromSiblings(part('a', '¿Cuánto vale la fuerza en newtons?'), [sibling], statement)).toContain(
      '**F = 50 N**',
    );
    expect(withoutGivenMass('Una piedra de 200 g cae 5 m.')).toBe('Una piedra cae 5 m.');
  });

  it('tells a result stated in every unit asked from one that leaves a unit out', () => {
    expect(statesAskedUnits('la potencia desarrollada en W y en CV', '**P = 10.000 W** (= 10 kW)')).toBe(
      false,
    );
    expect(statesAskedUnits('la potencia desarrollada en W y en CV', '**P = 10.000 W ≈ 13,6 CV**')).toBe(
      true,
    );
    expect(statesAskedUnits('la distancia recorrida en 5 s', '**d = 25 m**')).toBe(true);
    expect(statesAskedUnits('la velocidad en km/h', '**v = 20 m/s** (= 72 km/h)')).toBe(true);
  });

  it('reads a plain weight part as the weight of the one mass given, with its gravity', () => {
    const elevator = 'Un ascensor de 800 kg sube con una aceleración de 1,5 m/s² (g = 10 m/s²).';
    expect(weightProblem(elevator, 'el peso del ascensor')).toBe(
      'Calcular el peso de un cuerpo de 800 kg (g = 10 m/s²).',
    );
    expect(weightProblem(elevator, 'el peso aparente')).toBeUndefined();
    expect(weightProblem('Dos bloques de 2 kg y 3 kg.', 'el peso del primero')).toBeUndefined();
    expect(weightProblem('Un astronauta de 80 kg en la Luna.', 'su peso')).toBeUndefined();
  });

  it('takes a datum the part names when the statement gives it and the sibling computed with it', () => {
    const stages = workedReply({
      title: 'Movimiento por etapas',
      data: 'a = 3 m/s² durante 8 s desde el reposo; luego v constante durante 10 s',
      steps: [
        'Primera etapa: llega a $v = a t_1 = 3 \\cdot 8 = 24$ m/s y recorre $d_1 = \\frac{1}{2} a t_1^2 = 96$ m.',
        'Segunda etapa: $d_2 = v t_2 = 24 \\cdot 10 = 240$ m.',
      ],
      answer: '**d total = 336 m**',
      closing: '¿Y?',
    });
    const statement =
      'Un móvil parte del reposo con 3 m/s² durante 8 s; luego sigue a velocidad constante 10 s más.';
    const total = part('c', '¿Cuál es la distancia total recorrida?', { text: stages, certain: true });
    expect(fromSiblings(part('a', '¿Qué velocidad tiene a los 8 s?'), [total], statement)).toContain(
      '**v = 24 m/s**',
    );
    // A time the statement does not give, or one the computed line does not use, is data of its own.
    expect(fromSiblings(part('a', '¿Qué velocidad tiene a los 5 s?'), [total], statement)).toBeUndefined();
    expect(fromSiblings(part('a', '¿Qué velocidad tiene a los 10 s?'), [total], statement)).toBeUndefined();
  });

  it('reads «con la velocidad hallada en a)» as a condition, and a stretch as no distance it knows', () => {
    expect(askedQuantity('Con la velocidad hallada en a), ¿qué distancia recorre en 5 s?')).toBe(
      askedQuantity('la distancia'),
    );
    expect(askedQuantity('Con el valor obtenido en b), calcular la tensión de la cuerda')).toBe(
      askedQuantity('la tensión'),
    );
    // The stretch's distance is not the total a resolution summed, nor the «velocidad» it names after.
    expect(askedQuantity('¿Qué distancia recorre en el tramo de velocidad constante?')).toBeUndefined();
  });

  it('takes the energy stored in a spring from a sibling that computed it on the way', () => {
    const spring = workedReply({
      title: 'Un resorte que lanza un cuerpo',
      data: 'k = 400 N/m; x = 0,1 m; m = 0,5 kg',
      steps: [
        '$E_e = \\frac{1}{2} \\cdot 400 \\cdot 0{,}1^2 = 2$ J, así que $v = \\sqrt{\\frac{2 \\cdot 2}{0{,}5}} \\approx 2{,}83$ m/s.',
      ],
      answer: '**v ≈ 2,83 m/s**',
      closing: '¿Y?',
    });
    const speed = part('b', '¿Con qué velocidad sale despedido el bloque?', { text: spring, certain: true });
    expect(
      fromSiblings(part('a', '¿Cuánta energía tiene almacenada el resorte comprimido?'), [speed]),
    ).toContain('**E_e = 2 J**');
    expect(fromSiblings(part('a', 'la energía potencial elástica del resorte'), [speed])).toContain(
      '**E_e = 2 J**',
    );
  });

  it('takes the moles of a substance the part names from a sibling that wrote them of it', () => {
    const sodium = workedReply({
      title: 'Estequiometría',
      data: '46 g de Na',
      steps: [
        'Pasá la masa a moles: $n = \\frac{46\\ \\text{g}}{23\\ \\text{g/mol}} = 2$ mol de Na.',
        'Proporción: $n = 2 \\cdot \\frac{2}{2} = 2$ mol de NaOH.',
        'Pasá a masa: $m = 2 \\cdot 40 = 80$ g.',
      ],
      answer: '**Se forman 80 g de NaOH.**',
      closing: '¿Y?',
    });
    const mass = part('b', 'la masa de NaOH que se forma', { text: sodium, certain: true });
    expect(fromSiblings(part('a', 'los moles de sodio que reaccionan'), [mass])).toContain(
      '**n = 2 mol de Na**',
    );
    expect(fromSiblings(part('a', '¿Cuántos moles de NaOH se forman?'), [mass])).toContain(
      '**n = 2 mol de NaOH**',
    );
    // What is left over is not what was used; a substance no step wrote is not taken from another.
    expect(fromSiblings(part('a', '¿Cuántos moles de Na sobran?'), [mass])).toBeUndefined();
    expect(fromSiblings(part('a', '¿Cuántos moles de H₂ se desprenden?'), [mass])).toBeUndefined();
    const half = sodium.replace('46\\ \\text{g}', '11{,}5\\ \\text{g}').replaceAll('= 2$', '= 0{,}5$');
    const halfMass = part('b', 'la masa de NaOH que se forma', { text: half, certain: true });
    expect(fromSiblings(part('a', 'los moles de sodio'), [halfMass])).toContain('**n = 0,5 mol de Na**');
    const unsure = part('b', 'la masa de NaOH que se forma', { text: sodium, certain: false });
    expect(fromSiblings(part('a', 'los moles de sodio'), [unsure])).toBeUndefined();
  });

  it("writes out a line the part names by its place among the statement's lines", () => {
    const two = 'Dadas las rectas y = 2x − 1 e y = −x + 5:';
    expect(withLineByOrder(two, 'hallar el punto donde la primera corta al eje x.')).toBe(
      'Hallar el punto donde la recta y = 2x − 1 corta al eje x.',
    );
    expect(withLineByOrder(two, '¿Cuál es la pendiente de la segunda recta?')).toBe(
      '¿Cuál es la pendiente de la recta y = −x + 5?',
    );
    expect(withLineByOrder('Sean las rectas y = 3x; y = x − 4.', 'la ordenada de la segunda')).toBe(
      'La ordenada de la recta y = x − 4',
    );
    // No third line; «la primera parte» is no line; a statement without lines names none.
    expect(withLineByOrder(two, 'la raíz de la tercera')).toBeUndefined();
    expect(withLineByOrder(two, 'con lo hallado en la primera parte, la pendiente')).toBeUndefined();
    expect(withLineByOrder('Un auto recorre dos tramos.', 'la velocidad en la primera')).toBeUndefined();
  });

  it('puts the letters a solved system found into a later expression to evaluate', () => {
    const system = part('1', 'resolver el sistema 3x − 2y = 4, x + y = 3', {
      text: 'Resolvamos el sistema.\n\n**Solución: x = 2; y = 1**\n\n- Como par ordenado: (2; 1).',
      certain: true,
    });
    const found = earlierLetters(system);
    expect(found?.values).toEqual([
      ['x', '2'],
      ['y', '1'],
    ]);
    const reply = system.reply?.text ?? '';
    expect(
      found &&
        withEarlierLetters('con la solución hallada, calcular el valor de 2x − y.', found, 'Se pide:', reply),
    ).toBe('Calcular el valor de 2 · 2 − 1.');
    expect(found && withEarlierLetters('¿Cuánto vale x − 3y?', found, '', reply)).toBe(
      '¿Cuánto vale 2 − 3 · 1?',
    );
    // A letter the system did not find, an equation (a new unknown), data the system did not use.
    expect(found && withEarlierLetters('calcular el valor de x + z', found, '', reply)).toBeUndefined();
    expect(found && withEarlierLetters('calcular x si 2x = y', found, '', reply)).toBeUndefined();
    expect(found && withEarlierLetters('calcular 2x − y', found, 'Con 7 kg.', reply)).toBeUndefined();
    // Not sure, or a reply with two result lines, gives no letters.
    expect(earlierLetters({ ...system, reply: { text: reply, certain: false } })).toBeUndefined();
    expect(
      earlierLetters({ ...system, reply: { text: `${reply}\n**Solución: x = 3; y = 0**`, certain: true } }),
    ).toBeUndefined();
  });
});

describe('the unit a part asks to express a result in', () => {
  it('reads it at the end or right after the order, and wants it in the result', () => {
    expect(statesExpressedUnit('Exprese ese tiempo en minutos.', '**t ≈ 8,33 min**')).toBe(true);
    expect(
      statesExpressedUnit(
        'Exprese en metros la distancia recorrida por el ómnibus hasta el cruce.',
        '**… a 90 km (= 90.000 m) de B**',
      ),
    ).toBe(true);
    expect(
      statesExpressedUnit(
        'Exprese en metros la distancia recorrida por el ómnibus hasta el cruce.',
        '**d = 90 km**',
      ),
    ).toBe(false);
  });
});

describe('a part that adds a datum the statement lacks', () => {
  const statement =
    'Un carrito de 4 kg es empujado sobre un piso horizontal por una fuerza horizontal de 20 N. (g = 10 m/s²)';
  it('says the condition as a sentence of the statement and the question as a fact', () => {
    expect(
      withAddedCondition(
        statement,
        'Si el coeficiente de rozamiento fuera 0,25, ¿cuál sería la aceleración?',
      ),
    ).toBe(
      'Un carrito de 4 kg es empujado sobre un piso horizontal por una fuerza horizontal de 20 N. (g = 10 m/s²) El coeficiente de rozamiento es 0,25.\n¿cuál es la aceleración?',
    );
  });
  it('leaves a change of a datum the statement gives, and a coefficient beside another', () => {
    expect(
      withAddedCondition(statement, 'Si la fuerza fuera de 30 N, ¿cuál sería la aceleración?'),
    ).toBeUndefined();
    expect(
      withAddedCondition(
        `${statement} El coeficiente de rozamiento es 0,1.`,
        'Si el coeficiente de rozamiento fuera 0,3, ¿cuál sería la aceleración?',
      ),
    ).toBeUndefined();
  });
});
