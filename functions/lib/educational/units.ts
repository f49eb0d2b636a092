/**
 * Units as a student types them after a numeric answer, reduced to one comparable form: "m/s²",
 * "m/s^2", "m/seg2", "m·s⁻²" and "metros por segundo al cuadrado" are the same unit; "km/h" is not
 * "m/s", however equal the speeds (an item that asks for the unit asks for that one).
 */
import { fromSuperscripts } from '../../../shared/math/superscripts.ts';

/** A unit as symbols with exponents: m/s² → { m: 1, s: -2 }. */
export type UnitPowers = Readonly<Record<string, number>>;

/** Every symbol we read, with the other ways students write it. The key is the symbol. */
const spellings: Record<string, readonly string[]> = {
  // length
  m: ['metro', 'metros', 'mt', 'mts', 'mtr', 'mtrs'],
  km: ['kilometro', 'kilometros', 'kilómetro', 'kilómetros'],
  hm: ['hectometro', 'hectometros', 'hectómetro', 'hectómetros'],
  dam: ['decametro', 'decametros', 'decámetro', 'decámetros'],
  dm: ['decimetro', 'decimetros', 'decímetro', 'decímetros'],
  cm: ['centimetro', 'centimetros', 'centímetro', 'centímetros'],
  mm: ['milimetro', 'milimetros', 'milímetro', 'milímetros'],
  µm: ['μm', 'um', 'micrometro', 'micrometros', 'micrómetro', 'micrómetros', 'micron', 'micrones'],
  nm: ['nanometro', 'nanometros', 'nanómetro', 'nanómetros'],
  in: ['pulgada', 'pulgadas', 'pulg', '"'],
  ft: ['pie', 'pies'],
  mi: ['milla', 'millas'],
  // time
  s: ['seg', 'segs', 'segundo', 'segundos', 'sec'],
  ms: ['milisegundo', 'milisegundos'],
  min: ['minuto', 'minutos', 'mins'],
  h: ['hora', 'horas', 'hs', 'hr', 'hrs'],
  día: ['dia', 'dias', 'días', 'd'],
  año: ['años', 'ano', 'anos'],
  // mass and amount
  kg: ['kilogramo', 'kilogramos', 'kilo', 'kilos', 'kgs'],
  g: ['gramo', 'gramos', 'gr', 'grs'],
  mg: ['miligramo', 'miligramos'],
  t: ['tonelada', 'toneladas', 'tn'],
  u: ['uma', 'umas'],
  mol: ['mol', 'moles'],
  mmol: ['milimol', 'milimoles'],
  M: ['molar'],
  // volume
  L: ['l', 'litro', 'litros', 'lt', 'lts'],
  mL: ['ml', 'mililitro', 'mililitros'],
  cL: ['centilitro', 'centilitros'],
  dL: ['decilitro', 'decilitros'],
  // mechanics
  N: ['newton', 'newtons'],
  kN: ['kilonewton', 'kilonewtons'],
  J: ['joule', 'joules', 'julio', 'julios'],
  kJ: ['kilojoule', 'kilojoules', 'kilojulio', 'kilojulios'],
  cal: ['caloria', 'calorias', 'caloría', 'calorías'],
  kcal: ['kilocaloria', 'kilocalorias', 'kilocaloría', 'kilocalorías', 'Cal'],
  eV: ['electronvolt', 'electronvoltios', 'electronvolts'],
  W: ['watt', 'watts', 'vatio', 'vatios'],
  kW: ['kilowatt', 'kilowatts', 'kilovatio', 'kilovatios'],
  MW: ['megawatt', 'megawatts', 'megavatio', 'megavatios'],
  CV: ['cv', 'caballo de vapor', 'caballos de vapor'],
  HP: ['hp'],
  Pa: ['pascal', 'pascales'],
  kPa: ['kilopascal', 'kilopascales'],
  hPa: ['hectopascal', 'hectopascales'],
  MPa: ['megapascal', 'megapascales'],
  atm: ['atmosfera', 'atmosferas', 'atmósfera', 'atmósferas'],
  mmHg: ['torr', 'mm de hg', 'mm hg', 'milimetros de mercurio', 'milímetros de mercurio'],
  bar: ['bares'],
  // temperature
  K: ['kelvin', 'kelvins'],
  '°C': [
    'grados celsius',
    'grado celsius',
    'celsius',
    'grados centigrados',
    'grados centígrados',
    'centigrados',
  ],
  '°F': ['grados fahrenheit', 'fahrenheit'],
  // electricity, waves, optics
  V: ['volt', 'volts', 'voltio', 'voltios'],
  mV: ['milivolt', 'milivolts', 'milivoltio', 'milivoltios'],
  kV: ['kilovolt', 'kilovolts', 'kilovoltio', 'kilovoltios'],
  A: ['ampere', 'amperes', 'amper', 'amperes', 'amperio', 'amperios'],
  mA: ['miliampere', 'miliamperes', 'miliamper', 'miliamperio', 'miliamperios'],
  Ω: ['ohm', 'ohms', 'ohmio', 'ohmios', 'Ω'],
  kΩ: ['kohm', 'kohms', 'kiloohm', 'kiloohms', 'kilohmio', 'kilohmios'],
  C: ['coulomb', 'coulombs', 'culombio', 'culombios'],
  µC: ['μC', 'uC', 'microcoulomb', 'microcoulombs'],
  nC: ['nanocoulomb', 'nanocoulombs'],
  F: ['faradio', 'faradios', 'farad'],
  µF: ['μF', 'uF', 'microfaradio', 'microfaradios'],
  T: ['tesla', 'teslas'],
  Hz: ['hertz', 'hercios'],
  kHz: ['kilohertz', 'kilohercios'],
  MHz: ['megahertz', 'megahercios'],
  dB: ['decibel', 'decibeles', 'decibelio', 'decibelios'],
  D: ['dioptria', 'dioptrias', 'dioptría', 'dioptrías'],
  // angles and ratios
  '°': ['grado', 'grados', 'º'],
  rad: ['radian', 'radianes', 'radián'],
  '%': ['por ciento', 'porciento'],
};

/** Whole spellings that stand for a composed unit. */
const composed: Record<string, string> = {
  kWh: 'kW·h',
  kwh: 'kW·h',
  Wh: 'W·h',
  cc: 'cm^3',
  kmh: 'km/h',
  kph: 'km/h',
  rpm: 'vuelta/min',
};

/** Words joining the parts of a unit written out in Spanish. */
const wordOperators: [RegExp, string][] = [
  [/\bpor\b/gi, '/'],
  [/\bal cuadrado\b/gi, '^2'],
  [/\bal cubo\b/gi, '^3'],
  [/\bcuadrados?\b/gi, '^2'],
  [/\bc[uú]bicos?\b/gi, '^3'],
];

const exact = new Map<string, string>();
for (const [symbol, others] of Object.entries(spellings)) {
  exact.set(symbol, symbol);
  for (const other of others) exact.set(other, symbol);
}
/** A spelling read without regard to case, only where no two symbols fold to it (not "m" and "M"). */
const folded = new Map<string, string | null>();
for (const [spelling, symbol] of exact) {
  const key = spelling.toLowerCase();
  const earlier = folded.get(key);
  folded.set(key, earlier === undefined || earlier === symbol ? symbol : null);
}

function symbolOf(token: string): string | undefined {
  const found = exact.get(token) ?? folded.get(token.toLowerCase());
  if (found) return found;
  // A counted thing ("cajas", "vueltas") is its own unit, singular or plural alike.
  if (/^\p{L}{3,}$/u.test(token))
    return token
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/(es|s)$/, '');
  return undefined;
}

/** The phrase with its multi-word spellings made single tokens ("mm de hg" → mmHg). */
function joinPhrases(text: string): string {
  let out = text;
  const phrases = [...exact.keys()].filter((s) => s.includes(' ')).sort((a, b) => b.length - a.length);
  for (const phrase of phrases) {
    out = out.replace(new RegExp(`(^|[\\s/·*])${phrase}(?=$|[\\s/·*^])`, 'gi'), `$1${exact.get(phrase)}`);
  }
  return out;
}

/**
 * The unit a text names, as symbols with exponents, or null when it cannot be read. The empty text
 * is the empty unit (a pure number).
 */
export function readUnit(text: string): UnitPowers | null {
  let source = text
    .trim()
    .replace(/º/g, '°')
    .replace(/[⁰¹²³⁴⁻]+/g, (m) => `^${fromSuperscripts(m)}`)
    .replace(/−/g, '-')
    .replace(/\s+/g, ' ');
  if (source === '') return {};
  if ((source.match(/\(/g) ?? []).length !== (source.match(/\)/g) ?? []).length) return null;
  if (source.length > 40) return null;
  source = composed[source] ?? composed[source.toLowerCase()] ?? source;
  source = joinPhrases(source);
  for (const [pattern, replacement] of wordOperators) source = source.replace(pattern, replacement);
  // "°C" written with a space, "° C", is one symbol.
  source = source.replace(/°\s+([CF])\b/gi, '°$1');

  const powers: Record<string, number> = {};
  let last: { symbol: string; added: number } | undefined;
  // Everything after the first slash divides, as students write "J/kg·K" for J/(kg·K) and "m/s/s" for m/s².
  const [numerator = '', ...denominators] = source.replace(/[()]/g, ' ').split('/');
  const sides: [string, number][] = [
    [numerator, 1],
    ...denominators.map((side): [string, number] => [side, -1]),
  ];
  for (const [side, sign] of sides) {
    const factors = side
      .split(/[\s·*⋅]+|(?<=[\p{L}°%Ω])\.(?=[\p{L}°Ω])/u)
      .map((factor) => factor.trim())
      .filter((factor) => factor !== '' && !(sign === 1 && factor === '1'));
    if (factors.length === 0 && sign === -1) return null;
    for (const factor of factors) {
      // "^2" apart from its symbol belongs to the one before it ("metros ^2", "segundo ^2").
      const attached = /^\^\s*(-?\d)$/.exec(factor);
      if (attached) {
        if (!last) return null;
        powers[last.symbol] = (powers[last.symbol] ?? 0) + last.added * (Number(attached[1]) - 1);
        last = undefined;
        continue;
      }
      const [, name, power] = /^([^\d^]+?)(?:\^?\(?(-?\d)\)?)?$/u.exec(factor) ?? [];
      if (name === undefined) return null;
      const symbol = symbolOf(name);
      if (!symbol) return null;
      const exponent = power === undefined ? 1 : Number(power);
      if (exponent === 0) return null;
      powers[symbol] = (powers[symbol] ?? 0) + sign * exponent;
      last = { symbol, added: sign * exponent };
    }
  }
  for (const [symbol, exponent] of Object.entries(powers)) if (exponent === 0) delete powers[symbol];
  return powers;
}

export function sameUnit(a: UnitPowers, b: UnitPowers): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? 0) !== (b[key] ?? 0)) return false;
  return true;
}

/** Whether a typed unit is the expected one or one of the item's accepted alternatives. */
export function unitMatches(typed: string, expected: string, alternatives: readonly string[] = []): boolean {
  const read = readUnit(typed);
  if (!read) return false;
  return [expected, ...alternatives].some((candidate) => {
    const wanted = readUnit(candidate);
    return wanted !== null && sameUnit(read, wanted);
  });
}
