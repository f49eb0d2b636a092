import { describe, expect, it } from 'vitest';
import { convert, unitBySymbol, units } from '../../science/units.ts';
import { fromText } from './declaration.ts';
import { random } from './testing.ts';
import {
  findBareUnits,
  findQuantities,
  foldForUnits,
  rateInWords,
  solveConversion,
  withScientificNotation,
} from './units.ts';

const answer = (message: string) =>
  solveConversion(message)
    ?.split('\n')
    .find((line) => line.startsWith('**')) ?? '';

describe('solveConversion: a rate said in words, and the knot', () => {
  it.each([
    ['Una bomba impulsa 2,4 m³ de agua por hora. ¿Cuántos litros por minuto son?', '**2,4 m³/h = 40 L/min**'],
    [
      'Por una manguera salen 500 cm³ de agua cada segundo. Expresá el caudal en L/min.',
      '**500 cm³/s = 30 L/min**',
    ],
    ['Un barco navega a 20 nudos. ¿Cuál es su velocidad en km/h?', '**20 nudos = 37,04 km/h**'],
    [
      'Un avión vuela a 500 nudos. Sabiendo que 1 nudo = 1852 m/h, ¿cuál es su velocidad en m/s?',
      '**500 nudos ≈ 257,2222 m/s**',
    ],
  ])('%s', (message, expected) => {
    expect(answer(message)).toBe(expected);
  });

  it('leaves a rate alone when no unit says it, and a knot in a rope is no speed', () => {
    expect(rateInWords('salen 3 kg de harina por hora')).toBe('salen 3 kg de harina por hora');
    expect(rateInWords('corre 90 km por hora')).toBe('corre 90 km/h');
    expect(
      findQuantities(foldForUnits('Se ata un nudo en la soga de 2 m.')).map((q) => q.unit.symbol),
    ).toEqual(['m']);
  });

  it('gives back the litres per minute of a flow in m³ per hour (seeded)', () => {
    for (let i = 1; i <= 20; i++) {
      const value = (3 * i) / 10;
      const line = answer(
        `Una bomba impulsa ${String(value).replace('.', ',')} m³ de agua por hora. ¿Cuántos litros por minuto son?`,
      );
      const result = Number(/[=≈] ([\d.,]+) L\/min/.exec(line)?.[1]?.replace(/\./g, '').replace(',', '.'));
      expect(Math.abs(result - (value * 1000) / 60)).toBeLessThan(0.001);
    }
  });
});

describe('solveConversion: the metric multiples and the inch, foot and mile', () => {
  it.each([
    ['Convertí 2,5 hm a dm', '**2,5 hm = 2.500 dm**'],
    ['¿Cuántos dam² hay en 3 hm²?', '**3 hm² = 300 dam²**'],
    ['pasá 2 m³ a dm³', '**2 m³ = 2.000 dm³**'],
    ['¿cuántos litros son 3 dm³?', '**3 dm³ = 3 L**'],
    ['pasá 5 pulgadas a cm', '**5 in = 12,7 cm**'],
    ['12 in a cm', '**12 in = 30,48 cm**'],
    ['¿Cuántos pies son 3 m?', '**3 m ≈ 9,8425 ft**'],
    ['pasá 3 mi a km', '**3 mi ≈ 4,828 km**'],
    ['pasá 1500 m² a ha', '**1.500 m² = 0,15 ha**'],
    ['Expresá 4 dam en m', '**4 dam = 40 m**'],
    ['paso 5 pulgadas a cm', '**5 in = 12,7 cm**'],
    ['Un terreno de 2 ha, ¿cuántos m² tiene?', '**2 ha = 20.000 m²**'],
    ['cuantos mm hay en 3 in', '**3 in = 76,2 mm**'],
  ])('%s', (message, expected) => {
    expect(answer(message)).toBe(expected);
  });

  it('reads a power of ten as part of the number, and shows it as written', () => {
    const reply = solveConversion('Expresá 3,6 · 10⁵ mm en kilómetros.') ?? '';
    expect(reply).toContain('3,6 · 10⁵ mm = 360.000 mm');
    expect(reply).toContain('**3,6 · 10⁵ mm = 0,36 km**');
  });

  it('converts a flow', () => {
    expect(answer('Una canilla entrega 15 L/min. Expresá ese caudal en m³/h.')).toBe(
      '**15 L/min = 0,9 m³/h**',
    );
  });

  it('uses the equivalence the statement gives, and says so', () => {
    const reply =
      solveConversion(
        'Un auto circula por una ruta a 65 millas por hora. ¿Cuál es su velocidad en m/s? (1 milla = 1609,344 m)',
      ) ?? '';
    expect(reply).toContain('1 milla = 1.609,344 m');
    expect(reply).toContain('**65 mi/h = 29,0576 m/s**');
    expect(answer('Pasá 100 km/h a mi/h (1 milla = 1,6 km)')).toBe('**100 km/h = 62,5 mi/h**');
  });

  it('declines when a stated equivalence is not the one the conversion needs', () => {
    expect(solveConversion('Pasá 3 m a cm (1 pie = 0,3 m)')).toBeUndefined();
  });

  it('declines an amount asked of another thing than the one given', () => {
    expect(
      solveConversion('¿Cuántos kg de CaO se obtienen a partir de 1 tonelada de CaCO₃?'),
    ).toBeUndefined();
    expect(
      solveConversion('CaCO₃ → CaO + CO₂. ¿Cuántos kg de CaO se obtienen a partir de 1 t de CaCO₃?'),
    ).toBeUndefined();
    expect(answer('¿Cuántos metros de cable hay en 3 km de cable?')).toBe('**3 km = 3.000 m**');
  });

  it('does not take a word for a unit', () => {
    expect(solveConversion('Juan camina 3 km a pie.')).toBeUndefined();
    // Another measure of the figure asked in the unit: worked out of the datum, not converted.
    expect(
      solveConversion('Un cubo tiene 2 dm de arista. Su diagonal, en centímetros, mide:'),
    ).toBeUndefined();
    expect(solveConversion('Una varilla tiene 2 m de largo. Expresá su largo en cm.')).toContain(
      '**2 m = 200 cm**',
    );
    expect(solveConversion('Calcular la diagonal de un cubo de 4 cm de arista en mm.')).toBeUndefined();
    // A circle's length asked from its diameter (#32): π · d, not d converted.
    expect(
      solveConversion(
        'La rueda de una bicicleta tiene 70 cm de diámetro. ¿Cuánto mide, en metros, la longitud de su circunferencia?',
      ),
    ).toBeUndefined();
    expect(
      solveConversion('Calculá, en cm, el contorno de una moneda de 23 mm de diámetro.'),
    ).toBeUndefined();
    expect(solveConversion('Una varilla tiene una longitud de 70 cm. ¿Cuánto mide en metros?')).toContain(
      '**70 cm = 0,7 m**',
    );
    expect(
      solveConversion(
        'El perímetro de un rectángulo es 30 cm y su largo es el doble de su ancho. ¿Cuánto mide el ancho en mm?',
      ),
    ).toBeUndefined();
    const folded = foldForUnits('le dije a mi hermano que ha recorrido 3 km');
    expect(findBareUnits(folded, findQuantities(folded)).map((bare) => bare.unit.symbol)).toEqual([]);
  });
});

describe('solveConversion: round trips (seeded)', () => {
  it('comes back to the start through any two units of a kind', () => {
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const lengths = ['km', 'hm', 'dam', 'm', 'dm', 'cm', 'mm', 'in', 'ft', 'mi'];
    for (let draw = 0; draw < 100; draw++) {
      const from = lengths[Math.floor(next() * lengths.length)] as string;
      const to = lengths[Math.floor(next() * lengths.length)] as string;
      if (from === to) continue;
      const value = 1 + Math.floor(next() * 999);
      const reply = solveConversion(`pasá ${value} ${from} a ${to}`) ?? '';
      const line = reply.split('\n').find((l) => l.startsWith('**')) ?? '';
      const shown = /[=≈] (\S+) /.exec(line)?.[1] ?? '';
      const read = Number(shown.replace(/\./g, '').replace(',', '.'));
      const exact = convert(value, unitBySymbol(from), unitBySymbol(to));
      // Four decimals shown (more for tiny values): the shown value is the exact one to that precision.
      expect(Math.abs(read - exact)).toBeLessThanOrEqual(Math.max(5e-5, Math.abs(exact) * 1e-4));
      expect(convert(read, unitBySymbol(to), unitBySymbol(from))).toBeCloseTo(value, 0);
    }
  });

  it('knows every unit of the table by its symbol', () => {
    for (const unit of units) expect(unitBySymbol(unit.symbol)).toBe(unit);
  });
});

describe('solveConversion: the guides’ units outside the SI', () => {
  it('converts knots through the nautical mile the statement gives', () => {
    const reply = solveConversion(
      'Sabiendo que 1 nudo equivale a 1 milla náutica por hora y que 1 milla náutica = 1852 m, ¿a cuántos km/h equivalen 25 nudos?',
    );
    expect(reply).toContain('1 nudo = 1 milla náutica por hora');
    expect(reply).toContain('**25 nudos = 46,3 km/h**');
  });

  it('uses a stated nautical mile that differs from the table’s', () => {
    const reply = solveConversion('Con 1 milla náutica = 1800 m, pasá 10 nudos a km/h.');
    expect(reply).toContain('**10 nudos = 18 km/h**');
  });

  it('rules a kilocalorie by the calorie the statement gives', () => {
    const reply = solveConversion('Si 1 cal = 4,18 J, ¿cuántos kJ son 100 kcal?');
    expect(reply).toContain('1 caloría = 4,18 J');
    expect(reply).toContain('**100 kcal = 418 kJ**');
  });

  it('reads W·s, W·h and erg as energies', () => {
    expect(solveConversion('Un medidor marcó 3,6·10⁹ W·s. ¿A cuántos kW·h corresponde?')).toContain(
      '= 1.000 kWh**',
    );
    expect(solveConversion('Pasá 84000 W·h a kWh.')).toContain('**84.000 W·h = 84 kWh**');
    expect(solveConversion('¿A cuántos ergios equivale un trabajo de 0,45 J?')).toContain(
      '**0,45 J = 4.500.000 erg**',
    );
  });

  it('declines an equivalence the conversion does not go through', () => {
    expect(solveConversion('Si 1 pie = 30,48 cm, pasá 25 nudos a km/h.')).toBeUndefined();
  });
});

describe('solveConversion: an energy written as a power times a time', () => {
  it('uses the statement’s «1 CV = 735,5 W»', () => {
    const reply = solveConversion(
      'Una máquina entregó una energía de 500 CV·min. Si 1 CV = 735,5 W, ¿a cuántos kW·h equivale?',
    );
    expect(reply).toContain('1 CV = 735,5 W, como da el enunciado');
    expect(reply).toContain('**500 CV·min ≈ 6,1292 kW·h**');
  });

  it('declines a number it does not use', () => {
    expect(
      solveConversion('Un motor de 2 CV entregó 500 CV·min en 3 h. ¿A cuántos kW·h equivale?'),
    ).toBeUndefined();
  });

  it('comes back to the start for random HP·h and kW·min (seeded)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return 1 + (seed % 500);
    };
    for (let trial = 0; trial < 30; trial++) {
      const value = next();
      const reply = solveConversion(`Pasá ${value} kW·min a kJ.`) ?? '';
      const shown = /[=≈] ([\d.,]+) kJ\*\*/.exec(reply)?.[1] ?? '';
      expect(Number(shown.replace(/\./g, '').replace(',', '.'))).toBeCloseTo(value * 60, 6);
    }
  });
});

describe('solveConversion: the technical unit of work', () => {
  it('takes a kilográmetro as 9,8 J, or as the statement says', () => {
    expect(solveConversion('¿Cuántos joules son 50 kgm? (1 kgm = 9,8 J)')).toContain('**50 kgm = 490 J**');
    expect(solveConversion('¿Cuántos joules son 50 kgm? (1 kgm = 10 J)')).toContain('**50 kgm = 500 J**');
  });

  it('declines a kgm beside a g it would not use', () => {
    expect(solveConversion('Pasá 50 kgm a J con g = 10 m/s²')).toBeUndefined();
  });
});

describe('solveConversion: the micrometre, and a small datum shown as typed', () => {
  const answer = (message: string) =>
    solveConversion(message)
      ?.split('\n')
      .find((line) => line.startsWith('**')) ?? '';

  it.each([
    ['El espesor de una hoja es de 0,000085 m. Expresarlo en micrómetros.', '**0,000085 m = 85 µm**'],
    ['Pasá 3 µm a mm', '**3 µm = 0,003 mm**'],
    ['Un cabello mide 70 micrones de diámetro. ¿Cuántos mm son?', '**70 µm = 0,07 mm**'],
  ])('%s', (message, expected) => {
    expect(answer(message)).toBe(expected);
  });

  it('does not read the instrument called micrómetro as a unit asked', () => {
    expect(answer('Con un micrómetro se mide una chapa de 2,35 mm. ¿Cuánto es en cm?')).toBe(
      '**2,35 mm = 0,235 cm**',
    );
  });
});

describe('solveConversion: a fraction of a unit', () => {
  const answer = (message: string) =>
    solveConversion(message)
      ?.split('\n')
      .find((line) => line.startsWith('**')) ?? '';

  it.each([
    [
      'Un caño tiene 3/4 de pulgada de diámetro. Si 1 pulgada = 2,54 cm, ¿cuánto mide en mm?',
      '**0,75 in = 19,05 mm**',
    ],
    ['Pasá 1/2 de milla a metros.', '**0,5 mi = 804,672 m**'],
  ])('%s', (message, expected) => {
    expect(answer(message)).toBe(expected);
  });

  it('leaves alone a fraction no decimal writes exactly', () => {
    expect(solveConversion('Pasá 1/3 de hora a minutos.')).toBeUndefined();
  });
});

describe('solveConversion: «en unidades del SI» and a duration in hours, minutes and seconds', () => {
  it.each([
    ['Expresar en unidades del SI una velocidad de 72 km/h.', '**72 km/h = 20 m/s**'],
    ['Expresar 2,5 L en unidades del Sistema Internacional.', '**2,5 L = 0,0025 m³**'],
    [
      'Una carrera duró 1 h 12 min 30 s. Ese tiempo, expresado en segundos, es:',
      '**1 h 12 min 30 s = 4.350 s**',
    ],
    ['Un viaje duró 3 h 36 min. Expresar esa duración en horas.', '**3 h 36 min = 3,6 h**'],
    ['Expresá 7 min 30 s en minutos.', '**7 min 30 s = 7,5 min**'],
  ])('%s', (message, expected) => {
    expect(answer(message)).toBe(expected);
  });

  it('leaves another magnitude, a question without an order to convert, and a clock time to others', () => {
    expect(solveConversion('Expresar el peso de un cuerpo de 500 g en unidades del SI.')).toBeUndefined();
    expect(solveConversion('Un cuerpo de 500 g. ¿Cuál es su masa en el SI?')).toBeUndefined();
    expect(solveConversion('Un tren sale a las 8 h 30 min. Expresar esa hora en minutos.')).toBeUndefined();
    expect(
      solveConversion('Un auto recorre 90 km en 1 h 30 min. ¿Cuál es su velocidad en km/h?'),
    ).toBeUndefined();
  });

  it('adds up a duration built from known parts (seeded)', () => {
    let state = 3;
    const draw = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
    for (let i = 0; i < 30; i++) {
      const [h, min, s] = [draw(10) + 1, draw(60), draw(60)];
      expect(answer(`Expresar ${h} h ${min} min ${s} s en segundos.`)).toBe(
        `**${h} h ${min} min ${s} s = ${(h * 3600 + min * 60 + s).toLocaleString('es-AR')} s**`,
      );
    }
  });
});

describe('solveConversion: equivalences with ≈, the rounding asked, measures in two units, ratios and weights', () => {
  const sure = fromText(solveConversion);
  const bold = (message: string) =>
    (sure(message)?.certain ? (sure(message)?.text ?? '') : '')
      .split('\n')
      .filter((line) => line.startsWith('**') && !line.startsWith('**Datos'))
      .join(' | ');
  it.each([
    // The course's bank.
    ['Un frasco de perfume contiene 0,125 L. ¿Cuántos centímetros cúbicos son?', '**0,125 L = 125 cm³**'],
    [
      'En la ficha de un jugador de básquet dice que mide 6 pies y 3 pulgadas. ¿Cuál es su altura en metros? (1 pie = 12 pulgadas; 1 pulgada = 2,54 cm)',
      '**6 ft y 3 in = 1,905 m**',
    ],
    [
      'En una autopista de Estados Unidos la velocidad máxima es de 70 millas por hora. ¿Cuánto es en km/h? (1 milla ≈ 1,609 km; redondeá al entero.)',
      '**70 mi/h = 112,63 km/h ≈ 113 km/h**',
    ],
    [
      'Una bolsa de harina importada dice «5 lb». ¿Cuál es su peso en newton? (1 lb ≈ 0,4536 kg; usá g = 9,8 m/s² y redondeá a un decimal.)',
      '**P = 22,2264 N ≈ 22,2 N**',
    ],
    [
      'Por un caño salen 1,2 m³ de agua por minuto. ¿Cuántos litros por segundo son?',
      '**1,2 m³/min = 20 L/s**',
    ],
    [
      'Un campo rectangular mide 2,5 hm por 36 dam. ¿Cuál es su superficie en hectáreas? (1 ha = 1 hm²)',
      '**A = 9 ha**',
    ],
    [
      'Un auto importado rinde 30 millas por galón. ¿Cuántos kilómetros recorre por litro? (1 milla ≈ 1,609 km; 1 galón ≈ 3,785 L; redondeá a un decimal.)',
      '**30 mi/gal ≈ 12,753 km/L ≈ 12,8 km/L** | **Son 12,8 km por cada L.**',
    ],
    [
      'Una pelota de béisbol sale lanzada a 132 pies por segundo. ¿Cuánto es en km/h? (1 pie = 0,3048 m; redondeá al entero.)',
      '**132 ft/s ≈ 144,841 km/h ≈ 145 km/h**',
    ],
    // Other words and numbers: 1,8 m + 0,25 m; 500 kg/h … ; 150 lb · 0,4536 · 10; 40 m × 25 m = 1000 m².
    ['Una tabla mide 1 m con 80 cm. ¿Cuánto mide en centímetros?', '**1 m y 80 cm = 180 cm**'],
    [
      'Un boxeador pesa 150 libras en la balanza. ¿Cuál es su peso en N? Usá 1 lb = 0,4536 kg y g = 10 m/s².',
      '**P = 680,4 N**',
    ],
    ['Un terreno rectangular mide 40 m por 25 m. ¿Cuál es su área en hectáreas?', '**A = 0,1 ha**'],
    [
      'Un auto rinde 12 km por litro. ¿Cuántos kilómetros recorre por galón? (1 galón = 3,8 L)',
      '**12 km/L = 45,6 km/gal** | **Son 45,6 km por cada gal.**',
    ],
  ])('%s', (message, expected) => {
    expect(bold(message)).toBe(expected);
  });

  it.each([
    // An equivalence the conversion does not go through.
    'Un jugador mide 6 pies y 3 pulgadas. ¿Cuál es su altura en metros? (1 pie = 12 pulgadas; 1 pulgada = 2,54 cm; 1 yarda = 3 pies)',
    // Another unknown: the mass, not the weight.
    'Una bolsa dice «5 lb». ¿Cuál es su peso en kilogramos? (1 lb ≈ 0,4536 kg)',
    // The perimeter, not the area.
    'Un campo rectangular mide 2,5 hm por 36 dam. ¿Cuál es su perímetro en hectáreas?',
  ])('states no result: %s', (message) => {
    expect(sure(message)?.certain ?? false).toBe(false);
  });
});

describe('a conversion asked in scientific notation', () => {
  const convert = (problem: string) => withScientificNotation(problem, fromText(solveConversion)(problem));

  it('adds the scientific form to a result written out in full', () => {
    const sun = convert(
      'La distancia entre la Tierra y el Sol es de unos 150.000.000 km. ¿Cómo se expresa en metros y en notación científica?',
    );
    expect(sun?.certain).toBe(true);
    expect(sun?.text).toContain('**150.000.000 km = 150.000.000.000 m = 1,5 · 10¹¹ m**');
    expect(convert('Pasá 3500 km a metros y expresalo en notación científica.')?.text).toContain(
      '= 3,5 · 10⁶ m**',
    );
  });

  it('leaves a conversion that does not ask it as it was', () => {
    expect(convert('Pasá 3500 km a metros.')?.text).toContain('**3.500 km = 3.500.000 m**');
  });
});

describe('solveConversion: measures added in several units, a rectangle said by its sides, a way travelled', () => {
  it.each([
    ['Exprese en metros el resultado de la suma 2,5 hm + 340 dm + 1,2 dam.', '= 296 m**'],
    ['Calculá en gramos: 2 kg − 350 g + 0,5 hg.', '= 1.700 g**'],
    ['¿Cuántos litros son 1,5 m³ + 250 dm³ − 500 cm³?', '= 1.749,5 L**'],
    [
      'Un terreno rectangular mide 0,25 hm de frente y 320 dm de fondo. ¿Cuál es su superficie?',
      '**A = 800 m²**',
    ],
    [
      'Un terreno rectangular mide 0,25 hm de frente y 320 dm de fondo. ¿Cuál es su superficie en hm²?',
      '**A = 0,08 hm²**',
    ],
    [
      'Un camionero recorre 45 millas por una ruta de Estados Unidos. Sabiendo que 1 milla = 1,609 km, ¿a cuántos km equivale?',
      '**45 mi = 72,405 km**',
    ],
  ])('%s', (problem, line) => {
    expect(solveConversion(problem)).toContain(line);
  });

  it('declines a sum of two kinds, an area asked in a unit it does not know, a rate', () => {
    for (const problem of [
      'Expresá en metros: 2 m + 3 kg.',
      'Un terreno rectangular mide 0,25 hm de frente y 320 dm de fondo. ¿Cuál es su superficie en áreas?',
      'Una canilla pierde 2 L por minuto. ¿Cuántos mL son?',
      'Una ventana tiene la forma de un rectángulo de 1,2 m de ancho y 1,5 m de alto, coronado por un semicírculo cuyo diámetro es el ancho del rectángulo. Calcular el área de la ventana.',
    ])
      expect(solveConversion(problem), problem).toBeUndefined();
  });
});

describe('solveConversion: an amount per unit of time over a span', () => {
  it.each([
    [
      'Una canilla mal cerrada pierde 2,5 cm³ de agua por minuto. ¿Cuántos litros se pierden en un día?',
      '**3,6 L**',
    ],
    ['Una bomba extrae 1.200 litros por hora. ¿Cuántos m³ extrae en 3 días?', '**86,4 m³**'],
    ['Una fábrica produce 250 kg de pan por día. ¿Cuántas toneladas produce en una semana?', '**1,75 t**'],
  ])('%s', (problem, line) => {
    expect(solveConversion(problem)).toContain(line);
  });

  it('declines a span of no one length and a datum left over', () => {
    for (const problem of [
      'Una canilla pierde 2,5 cm³ de agua por minuto. ¿Cuántos litros se pierden en un mes?',
      'Un auto consume 8 litros cada hora. ¿Cuántos litros consume en 2 horas si viaja a 90 km/h?',
    ])
      expect(solveConversion(problem), problem).toBeUndefined();
  });
});

describe('solveConversion: pieces piled one on another', () => {
  it.each([
    [
      'Cada hoja de una resma tiene un espesor de 0,08 mm. ¿Qué altura, en metros, alcanza una pila de 2.500 hojas?',
      '**0,2 m**',
    ],
    [
      'Un ladrillo tiene 6 cm de alto. Se apilan 40 ladrillos uno sobre otro. ¿Qué altura alcanza la pila, en m?',
      '**2,4 m**',
    ],
    ['Cada moneda tiene 1,5 mm de espesor. ¿Cuánto mide una pila de 120 monedas?', '**180 mm**'],
  ])('%s', (problem, line) => {
    expect(solveConversion(problem)).toContain(line);
  });

  it('declines a length piled as a height, a measure of no kind, a count asked, a datum left over', () => {
    for (const problem of [
      'Un ladrillo mide 20 cm de largo. Se apilan 40 ladrillos uno sobre otro. ¿Qué altura alcanza la pila?',
      'Cada moneda tiene 1,5 mm. ¿Cuánto mide una pila de 120 monedas?',
      'Cada hoja tiene un espesor de 0,08 mm. ¿Cuántas hojas hay en una pila de 20 cm?',
      'Cada hoja tiene un espesor de 0,08 mm. ¿Qué altura alcanza una pila de 2.500 hojas sobre una mesa de 80 cm?',
    ])
      expect(solveConversion(problem), problem).toBeUndefined();
  });
});

describe('solveConversion: a single quantity among other data is no conversion', () => {
  it('leaves a statement with another number to the readings that use it', () => {
    expect(
      solveConversion('Una pileta de 12 m de largo se llena con 90 m³ de agua. ¿Cuántos litros son?'),
    ).toBeUndefined();
  });

  it('still converts one quantity alone, its exam number dropped', () => {
    expect(answer('7) Pasá 2,5 km a metros.')).toBe('**2,5 km = 2.500 m**');
    expect(solveConversion('Una casa consumió 450 kWh en un mes. Expresá esa energía en MJ.')).toContain(
      '**450 kWh = 1.620 MJ**',
    );
  });
});

describe('solveConversion: pieces per unit of time, each of a known amount', () => {
  const answer = (message: string) =>
    solveConversion(message)
      ?.split('\n')
      .find((line) => line.startsWith('**') && !line.startsWith('**Datos')) ?? '';

  it.each([
    [
      'Una canilla gotea 2 gotas por segundo y cada gota tiene un volumen de 0,04 cm³. ¿Cuántos litros se pierden en una semana?',
      '**48,384 L**',
    ],
    [
      'Una máquina llena 40 botellas por minuto y cada botella contiene 500 mL. ¿Cuántos litros envasa en una hora?',
      '**1.200 L**',
    ],
  ])('%s', (message, expected) => {
    expect(answer(message)).toBe(expected);
  });

  it('checks back: the amount over the span divided by the pieces is one piece (seeded)', () => {
    const next = random(77);
    for (let n = 0; n < 40; n++) {
      const drops = 1 + Math.floor(next() * 9);
      const size = (1 + Math.floor(next() * 90)) / 100;
      const text = answer(
        `Un grifo gotea ${drops} gotas por minuto y cada gota ocupa ${String(size).replace('.', ',')} cm³. ¿Cuántos cm³ se pierden en un día?`,
      );
      const total = Number(/\*\*([\d.,]+) cm³\*\*/.exec(text)?.[1]?.replace(/\./g, '').replace(',', '.'));
      expect(total / (drops * 1440)).toBeCloseTo(size, 6);
    }
  });

  it('leaves a rate with another datum it does not use', () => {
    expect(
      solveConversion(
        'Una canilla gotea 2 gotas por segundo y cada gota tiene un volumen de 0,04 cm³. Si la canilla está abierta 3 horas por día, ¿cuántos litros se pierden en una semana?',
      ),
    ).toBeUndefined();
  });
});
