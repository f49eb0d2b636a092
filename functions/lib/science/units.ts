/**
 * The unit table (science kernel, see constants.ts): each unit's factor to its dimension's base unit
 * and the ways students write it. Readers of messages (the tutor's solvers) build their patterns from it.
 */

export type Dimension =
  | 'length'
  | 'area'
  | 'volume'
  | 'time'
  | 'speed'
  | 'acceleration'
  | 'flow'
  | 'mass'
  | 'temperature'
  | 'pressure'
  | 'energy';

export interface Unit {
  symbol: string;
  /** Singular name, to write "1 hora = 60 minutos". */
  name: string;
  /** When it is not the name with an s on its first word (and on «cuadrado» or «cúbico»). */
  plural?: string;
  dimension: Dimension;
  /**
   * One unit in its dimension's base: m, m², L, s, m/s, m/s², L/s, kg, Pa, J. Temperatures are not
   * proportional and convert apart (factor 1).
   */
  factor: number;
  /** How students write it, folded (lower case, no accents, "²" as "^2"). */
  aliases: readonly string[];
  /** Spellings that are also everyday words («mi», «pie», «ha»): a unit only right after a number. */
  numberOnly?: readonly string[];
  /** What a statement defines it as, when it defines it by another spelling of itself («milla náutica por hora»). */
  definedAs?: string;
  /** A multiple of another unit of the table (1 kcal = 1000 cal): a statement's equivalence of that one rules it too. */
  multipleOf?: { symbol: string; times: number };
}

interface MetricStep {
  prefix: string;
  /** The prefix as it starts the Spanish name: «kiló» in «kilómetro». */
  name: string;
  power: number;
}

const lengthSteps: readonly MetricStep[] = [
  { prefix: 'k', name: 'kiló', power: 3 },
  { prefix: 'h', name: 'hectó', power: 2 },
  { prefix: 'da', name: 'decá', power: 1 },
  { prefix: '', name: '', power: 0 },
  { prefix: 'd', name: 'decí', power: -1 },
  { prefix: 'c', name: 'centí', power: -2 },
  { prefix: 'm', name: 'milí', power: -3 },
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** km, hm, dam, m, dm, cm, mm with their squares and cubes (the cubes in litres: 1 dm³ = 1 L). */
function metricLengths(): Unit[] {
  return lengthSteps.flatMap(({ prefix, name: prefixName, power }) => {
    const name = `${prefixName}metro`;
    const folded = fold(name);
    const symbol = `${prefix}m`;
    return [
      {
        symbol,
        name,
        dimension: 'length',
        factor: 10 ** power,
        aliases: [symbol, `${folded}s`, folded, ...(power === 0 ? ['mts', 'mt'] : [])],
      },
      {
        symbol: `${symbol}²`,
        name: `${name} cuadrado`,
        dimension: 'area',
        factor: 10 ** (2 * power),
        aliases: [`${symbol}^2`, `${symbol}2`, `${folded}s cuadrados`, `${folded} cuadrado`],
      },
      {
        symbol: `${symbol}³`,
        name: `${name} cúbico`,
        dimension: 'volume',
        factor: 10 ** (3 * power + 3),
        aliases: [
          `${symbol}^3`,
          `${symbol}3`,
          `${folded}s cubicos`,
          `${folded} cubico`,
          ...(symbol === 'cm' ? ['cc'] : []),
        ],
      },
    ];
  });
}

/** The unit table. A symbol appears once; an alias belongs to one unit. */
export const units: readonly Unit[] = [
  {
    symbol: 'm/s²',
    name: 'metro por segundo al cuadrado',
    plural: 'metros por segundo al cuadrado',
    dimension: 'acceleration',
    factor: 1,
    aliases: ['m/s^2', 'm/s2', 'metros por segundo al cuadrado', 'm/seg^2', 'm/seg2'],
  },
  {
    symbol: 'cm/s²',
    name: 'centímetro por segundo al cuadrado',
    plural: 'centímetros por segundo al cuadrado',
    dimension: 'acceleration',
    factor: 0.01,
    aliases: ['cm/s^2', 'cm/s2', 'centimetros por segundo al cuadrado', 'cm/seg^2', 'cm/seg2'],
  },
  {
    symbol: 'km/h',
    name: 'kilómetro por hora',
    dimension: 'speed',
    factor: 1 / 3.6,
    aliases: ['km/h', 'km/hs', 'km/hora', 'kilometros por hora', 'kilometro por hora', 'kmh'],
  },
  {
    symbol: 'm/s',
    name: 'metro por segundo',
    dimension: 'speed',
    factor: 1,
    aliases: ['m/s', 'm/seg', 'metros por segundo', 'metro por segundo'],
  },
  {
    symbol: 'cm/s',
    name: 'centímetro por segundo',
    dimension: 'speed',
    factor: 0.01,
    aliases: ['cm/s', 'cm/seg', 'centimetros por segundo', 'centimetro por segundo'],
  },
  {
    symbol: 'mi/h',
    name: 'milla por hora',
    dimension: 'speed',
    factor: 0.44704,
    aliases: ['mi/h', 'mph', 'millas por hora', 'milla por hora', 'millas/h'],
  },
  {
    symbol: 'ft/s',
    name: 'pie por segundo',
    plural: 'pies por segundo',
    dimension: 'speed',
    factor: 0.3048,
    aliases: ['ft/s', 'pies por segundo', 'pie por segundo', 'pies/s'],
  },
  {
    symbol: 'm/h',
    name: 'metro por hora',
    dimension: 'speed',
    factor: 1 / 3600,
    aliases: ['m/h', 'metros por hora', 'metro por hora'],
  },
  {
    // The knot: one nautical mile (1852 m) per hour. «Nudo» is also a knot in a rope: only after a number.
    symbol: 'nudos',
    name: 'nudo',
    dimension: 'speed',
    factor: 1852 / 3600,
    aliases: ['millas nauticas por hora', 'milla nautica por hora'],
    definedAs: 'milla náutica por hora',
    numberOnly: ['nudos', 'nudo'],
  },
  ...metricLengths(),
  // The micrometre's spelled name is also a measuring instrument («con un micrómetro se mide…»): it
  // names the unit only after a number or as the target at the end.
  {
    symbol: 'µm',
    name: 'micrómetro',
    dimension: 'length',
    factor: 1e-6,
    aliases: ['µm', 'μm'],
    numberOnly: ['micrometros', 'micrometro', 'micrones', 'micron'],
  },
  {
    symbol: 'nm',
    name: 'nanómetro',
    dimension: 'length',
    factor: 1e-9,
    aliases: ['nm', 'nanometros', 'nanometro'],
  },
  {
    symbol: 'in',
    name: 'pulgada',
    dimension: 'length',
    factor: 0.0254,
    aliases: ['pulgadas', 'pulgada', 'pulg'],
    numberOnly: ['in'],
  },
  {
    symbol: 'ft',
    name: 'pie',
    dimension: 'length',
    factor: 0.3048,
    aliases: ['pies', 'ft'],
    numberOnly: ['pie'],
  },
  { symbol: 'yd', name: 'yarda', dimension: 'length', factor: 0.9144, aliases: ['yardas', 'yarda', 'yd'] },
  {
    symbol: 'mn',
    name: 'milla náutica',
    plural: 'millas náuticas',
    dimension: 'length',
    factor: 1852,
    aliases: ['millas nauticas', 'milla nautica'],
  },
  {
    symbol: 'mi',
    name: 'milla',
    dimension: 'length',
    factor: 1609.344,
    aliases: ['millas', 'milla'],
    numberOnly: ['mi'],
  },
  {
    symbol: 'in²',
    name: 'pulgada cuadrada',
    plural: 'pulgadas cuadradas',
    dimension: 'area',
    factor: 0.0254 ** 2,
    aliases: ['in^2', 'in2', 'pulgadas cuadradas', 'pulgada cuadrada'],
  },
  {
    symbol: 'ft²',
    name: 'pie cuadrado',
    dimension: 'area',
    factor: 0.3048 ** 2,
    aliases: ['ft^2', 'ft2', 'pies cuadrados', 'pie cuadrado'],
  },
  {
    symbol: 'ha',
    name: 'hectárea',
    dimension: 'area',
    factor: 10_000,
    aliases: ['hectareas', 'hectarea'],
    numberOnly: ['ha'],
  },
  {
    symbol: 'in³',
    name: 'pulgada cúbica',
    plural: 'pulgadas cúbicas',
    dimension: 'volume',
    factor: 0.254 ** 3,
    aliases: ['in^3', 'in3', 'pulgadas cubicas', 'pulgada cubica'],
  },
  {
    symbol: 'ft³',
    name: 'pie cúbico',
    dimension: 'volume',
    factor: 3.048 ** 3,
    aliases: ['ft^3', 'ft3', 'pies cubicos', 'pie cubico'],
  },
  { symbol: 'h', name: 'hora', dimension: 'time', factor: 3600, aliases: ['horas', 'hora', 'hs', 'h'] },
  { symbol: 'min', name: 'minuto', dimension: 'time', factor: 60, aliases: ['minutos', 'minuto', 'min'] },
  {
    symbol: 's',
    name: 'segundo',
    dimension: 'time',
    factor: 1,
    aliases: ['segundos', 'segundo', 'seg', 's'],
  },
  { symbol: 't', name: 'tonelada', dimension: 'mass', factor: 1000, aliases: ['toneladas', 'tonelada'] },
  {
    symbol: 'kg',
    name: 'kilogramo',
    dimension: 'mass',
    factor: 1,
    aliases: ['kg', 'kilogramos', 'kilogramo', 'kilos', 'kilo'],
  },
  {
    symbol: 'hg',
    name: 'hectogramo',
    dimension: 'mass',
    factor: 0.1,
    aliases: ['hg', 'hectogramos', 'hectogramo'],
  },
  {
    symbol: 'dag',
    name: 'decagramo',
    dimension: 'mass',
    factor: 0.01,
    aliases: ['dag', 'decagramos', 'decagramo'],
  },
  { symbol: 'g', name: 'gramo', dimension: 'mass', factor: 0.001, aliases: ['gramos', 'gramo', 'gr', 'g'] },
  {
    symbol: 'dg',
    name: 'decigramo',
    dimension: 'mass',
    factor: 1e-4,
    aliases: ['dg', 'decigramos', 'decigramo'],
  },
  {
    symbol: 'cg',
    name: 'centigramo',
    dimension: 'mass',
    factor: 1e-5,
    aliases: ['cg', 'centigramos', 'centigramo'],
  },
  // The avoirdupois pound, 0,45359237 kg.
  {
    symbol: 'lb',
    name: 'libra',
    dimension: 'mass',
    factor: 0.45359237,
    aliases: ['libras', 'libra', 'lbs', 'lb'],
  },
  {
    symbol: 'mg',
    name: 'miligramo',
    dimension: 'mass',
    factor: 1e-6,
    aliases: ['mg', 'miligramos', 'miligramo'],
  },
  {
    symbol: 'hL',
    name: 'hectolitro',
    dimension: 'volume',
    factor: 100,
    aliases: ['hl', 'hectolitros', 'hectolitro'],
  },
  {
    symbol: 'L',
    name: 'litro',
    dimension: 'volume',
    factor: 1,
    aliases: ['litros', 'litro', 'l', 'lts', 'lt'],
  },
  {
    symbol: 'dL',
    name: 'decilitro',
    dimension: 'volume',
    factor: 0.1,
    aliases: ['decilitros', 'decilitro'],
    numberOnly: ['dl'],
  },
  {
    symbol: 'cL',
    name: 'centilitro',
    dimension: 'volume',
    factor: 0.01,
    aliases: ['centilitros', 'centilitro'],
    numberOnly: ['cl'],
  },
  {
    symbol: 'mL',
    name: 'mililitro',
    dimension: 'volume',
    factor: 0.001,
    aliases: ['ml', 'mililitros', 'mililitro'],
  },
  // The US gallon, 3,785 L.
  {
    symbol: 'gal',
    name: 'galón',
    plural: 'galones',
    dimension: 'volume',
    factor: 3.785411784,
    aliases: ['galones', 'galon', 'gal'],
  },
  {
    symbol: 'L/s',
    name: 'litro por segundo',
    plural: 'litros por segundo',
    dimension: 'flow',
    factor: 1,
    aliases: ['l/s', 'l/seg', 'litros por segundo', 'litro por segundo'],
  },
  {
    symbol: 'L/min',
    name: 'litro por minuto',
    plural: 'litros por minuto',
    dimension: 'flow',
    factor: 1 / 60,
    aliases: ['l/min', 'litros por minuto', 'litro por minuto'],
  },
  {
    symbol: 'L/h',
    name: 'litro por hora',
    plural: 'litros por hora',
    dimension: 'flow',
    factor: 1 / 3600,
    aliases: ['l/h', 'litros por hora', 'litro por hora'],
  },
  {
    symbol: 'cm³/s',
    name: 'centímetro cúbico por segundo',
    plural: 'centímetros cúbicos por segundo',
    dimension: 'flow',
    factor: 0.001,
    aliases: ['cm^3/s', 'cm3/s', 'centimetros cubicos por segundo', 'centimetro cubico por segundo'],
  },
  {
    symbol: 'm³/s',
    name: 'metro cúbico por segundo',
    plural: 'metros cúbicos por segundo',
    dimension: 'flow',
    factor: 1000,
    aliases: ['m^3/s', 'm3/s', 'm^3/seg', 'metros cubicos por segundo', 'metro cubico por segundo'],
  },
  {
    symbol: 'm³/min',
    name: 'metro cúbico por minuto',
    plural: 'metros cúbicos por minuto',
    dimension: 'flow',
    factor: 1000 / 60,
    aliases: ['m^3/min', 'm3/min', 'metros cubicos por minuto', 'metro cubico por minuto'],
  },
  {
    symbol: 'm³/h',
    name: 'metro cúbico por hora',
    plural: 'metros cúbicos por hora',
    dimension: 'flow',
    factor: 1000 / 3600,
    aliases: ['m^3/h', 'm3/h', 'metros cubicos por hora', 'metro cubico por hora'],
  },
  {
    symbol: '°C',
    name: 'grado Celsius',
    plural: 'grados Celsius',
    dimension: 'temperature',
    factor: 1,
    aliases: [
      '°c',
      'ºc',
      '° c',
      'grados celsius',
      'grado celsius',
      'celsius',
      'grados centigrados',
      'centigrados',
      'grados',
    ],
  },
  {
    symbol: 'K',
    name: 'kelvin',
    plural: 'kelvin',
    dimension: 'temperature',
    factor: 1,
    aliases: ['grados kelvin', 'kelvin', 'k'],
  },
  {
    symbol: '°F',
    name: 'grado Fahrenheit',
    plural: 'grados Fahrenheit',
    dimension: 'temperature',
    factor: 1,
    aliases: ['°f', 'ºf', 'grados fahrenheit', 'grado fahrenheit', 'fahrenheit'],
  },
  {
    symbol: 'atm',
    name: 'atmósfera',
    dimension: 'pressure',
    factor: 101325,
    aliases: ['atm', 'atmosferas', 'atmosfera'],
  },
  {
    symbol: 'mmHg',
    name: 'milímetro de mercurio',
    plural: 'milímetros de mercurio',
    dimension: 'pressure',
    factor: 101325 / 760,
    aliases: ['mmhg', 'mm hg', 'mm de hg', 'milimetros de mercurio', 'milimetro de mercurio', 'torr'],
  },
  {
    symbol: 'kPa',
    name: 'kilopascal',
    plural: 'kilopascales',
    dimension: 'pressure',
    factor: 1000,
    aliases: ['kpa', 'kilopascales', 'kilopascal'],
  },
  {
    symbol: 'hPa',
    name: 'hectopascal',
    plural: 'hectopascales',
    dimension: 'pressure',
    factor: 100,
    aliases: ['hpa', 'hectopascales', 'hectopascal'],
  },
  {
    symbol: 'Pa',
    name: 'pascal',
    plural: 'pascales',
    dimension: 'pressure',
    factor: 1,
    aliases: ['pa', 'pascales', 'pascal'],
  },
  {
    symbol: 'bar',
    name: 'bar',
    plural: 'bares',
    dimension: 'pressure',
    factor: 100000,
    aliases: ['bar', 'bares'],
  },
  {
    symbol: 'kJ',
    name: 'kilojoule',
    dimension: 'energy',
    factor: 1000,
    aliases: ['kj', 'kilojoules', 'kilojoule'],
  },
  { symbol: 'J', name: 'joule', dimension: 'energy', factor: 1, aliases: ['joules', 'joule', 'j'] },
  {
    symbol: 'kcal',
    name: 'kilocaloría',
    dimension: 'energy',
    factor: 4186,
    aliases: ['kcal', 'kilocalorias', 'kilocaloria'],
    multipleOf: { symbol: 'cal', times: 1000 },
  },
  // 4,186 J, as the course's mini classes use it.
  {
    symbol: 'cal',
    name: 'caloría',
    dimension: 'energy',
    factor: 4.186,
    aliases: ['cal', 'calorias', 'caloria'],
  },
  {
    symbol: 'kWh',
    name: 'kilovatio hora',
    plural: 'kilovatios hora',
    dimension: 'energy',
    factor: 3.6e6,
    aliases: ['kwh', 'kw*h', 'kw.h', 'kw h', 'kilovatios hora', 'kilovatio hora'],
  },
  // «W·h» and «W·s» as meters and the guides write them (prepareMath turns the dot into «*»).
  {
    symbol: 'W·h',
    name: 'vatio hora',
    plural: 'vatios hora',
    dimension: 'energy',
    factor: 3600,
    aliases: ['w*h', 'wh', 'vatios hora', 'vatio hora', 'watts hora', 'watt hora'],
  },
  {
    symbol: 'W·s',
    name: 'vatio segundo',
    plural: 'vatios segundo',
    dimension: 'energy',
    factor: 1,
    aliases: ['w*s', 'vatios segundo', 'vatio segundo', 'watts segundo', 'watt segundo'],
  },
  // The technical unit of work: 1 kgm = 1 kgf · 1 m = 9,8 J (with the course's g).
  {
    symbol: 'kgm',
    name: 'kilográmetro',
    dimension: 'energy',
    factor: 9.8,
    aliases: ['kgm', 'kilogrametros', 'kilogrametro', 'kgf*m'],
  },
  // The CGS unit of work: 1 erg = 1 dyn · 1 cm = 10⁻⁷ J.
  {
    symbol: 'erg',
    name: 'ergio',
    dimension: 'energy',
    factor: 1e-7,
    aliases: ['ergios', 'ergio', 'erg', 'ergs'],
  },
];

/** The unit with that symbol ("km", "m³", "L/min"); throws for a symbol not in the table. */
export function unitBySymbol(symbol: string): Unit {
  const unit = units.find((u) => u.symbol === symbol);
  if (!unit) throw new Error(`no unit ${symbol} in the table`);
  return unit;
}

/** The plural name: «2 kilómetros cuadrados», «3 metros cúbicos», «2 pulgadas». */
export function pluralName(unit: Unit): string {
  if (unit.plural) return unit.plural;
  return unit.name
    .split(' ')
    .map((word, i) => (i === 0 || word === 'cúbico' || word === 'cuadrado' ? `${word}s` : word))
    .join(' ');
}

/** value in `from` expressed in `to`, both of one proportional dimension (not temperatures). */
export function convert(value: number, from: Unit, to: Unit): number {
  if (from.dimension !== to.dimension) throw new Error(`cannot convert ${from.symbol} to ${to.symbol}`);
  return (value * from.factor) / to.factor;
}
