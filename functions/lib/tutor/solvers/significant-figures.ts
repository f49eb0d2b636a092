/**
 * Writing a measurement: how many significant figures a typed value has («0,04070 km», «7,1·10⁸ L»), and
 * a value with a power of ten written with the SI prefix of that power («4,3·10⁻⁹ s» is «4,3 ns»).
 */
import { fromSuperscripts, toSuperscripts } from '../../../../shared/math/superscripts.ts';
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, joinDigitGroups } from './numbers.ts';
import { workedReply } from './reply.ts';
import { findBareUnits, findQuantities, foldForUnits } from './units.ts';

// A value as measured: digits with a decimal comma (or point), and a power of ten after it.
const VALUE = String.raw`(-?\d+(?:[.,]\d+)?)(?:\s*(?:·|\*|x|×)\s*10\s*\^?\s*\(?(-?\d+)\)?)?`;
// Not the exponent of a unit («cm³» read as «cm3») nor a digit of a word.
const VALUE_PATTERN = new RegExp(String.raw`(?<![\p{L}\d.,^])${VALUE}`, 'gu');

/** The figures of a mantissa as written: every digit but the zeros before the first non-zero one. */
function significantDigits(mantissa: string): { count: number; digits: string } | 'ambiguous' {
  const digits = mantissa.replace(/^-/, '');
  // «1.030» may be a thousand and thirty: a point is a decimal sign only after a leading zero.
  if (/\./.test(digits) && !/^0\./.test(digits)) return 'ambiguous';
  const decimal = /[.,]/.test(digits);
  const bare = digits.replace(/[.,]/, '');
  const fromFirst = bare.replace(/^0+/, '');
  if (fromFirst === '') return 'ambiguous';
  // «1200» without a comma does not say whether its final zeros were measured.
  if (!decimal && /0$/.test(fromFirst)) return 'ambiguous';
  return { count: fromFirst.length, digits: fromFirst };
}

const ASKS_FIGURES = /cifras? significativas?/i;
const ASKS_COUNT = /\bcuantas\s+cifras|\b(?:numero|cantidad)\s+de\s+cifras/;

/**
 * «¿Cuántas cifras significativas tiene 0,04070 km?»: the count, when the statement types one value
 * (a point between digits read as the decimal sign only when no comma is typed: a measurement, not a
 * thousands group). Declines an integer ending in zeros: its last zeros may or may not be measured.
 */
export function solveSignificantFigures(problem: string): SolverReply | undefined {
  if (!ASKS_FIGURES.test(problem)) return undefined;
  // «Expresalo con dos cifras significativas», «redondeá a tres cifras significativas»: the figures are
  // an order to round, and the count this reading states would answer another question.
  if (!ASKS_COUNT.test(foldText(problem))) return undefined;
  // «¿Cuántas cifras significativas tiene 0,0250 m? Redondealo a dos»: a second question, a rounding.
  if (ROUND_TO.test(foldText(problem))) return undefined;
  const text = fromSuperscripts(problem.replace(/\n[A-E]\)[^\n]*/g, ' '));
  const values = [...text.matchAll(VALUE_PATTERN)].filter(
    // «Ejercicio 3», «a)» labels and list numbers are not values: a value here is followed by a unit or
    // stands alone, never right before a parenthesis.
    (match) => !/^\s*\)/.test(text.slice(match.index + match[0].length)),
  );
  const [value, ...others] = values;
  if (!value || others.length) return undefined;
  const mantissa = value[1] ?? '';
  const power = value[2];
  const read = significantDigits(mantissa);
  const written = `${mantissa}${power === undefined ? '' : `·10${toSuperscripts(Number(power))}`}`;
  if (read === 'ambiguous') {
    return {
      certain: false,
      text: workedReply({
        title: 'Cifras significativas',
        data: `valor: ${written}`,
        steps: [
          'Los ceros finales de un número entero no dicen si se midieron: escrito en notación científica se ve cuántas cifras son significativas.',
        ],
        answer: 'Sin la notación científica no puedo saber si los ceros finales cuentan.',
        closing: '¿Cómo lo escribirías en notación científica?',
      }),
    };
  }
  const steps = [
    ...(power === undefined
      ? []
      : [`La potencia de diez solo ubica la coma: contás las cifras de ${mantissa}.`]),
    ...(/^-?0/.test(mantissa) ? ['Los ceros de la izquierda solo ubican la coma: no cuentan.'] : []),
    ...(/[.,]\d*0$/.test(mantissa) ? ['Los ceros finales después de la coma sí se midieron: cuentan.'] : []),
    `Quedan las cifras ${read.digits.split('').join(', ')}: son ${read.count}.`,
  ];
  return {
    certain: true,
    text: workedReply({
      title: 'Cifras significativas',
      data: `valor: ${written}`,
      steps,
      answer: `**Tiene ${read.count} cifras significativas**`,
      closing: '¿Cómo lo escribirías en notación científica sin cambiar esa cantidad de cifras?',
    }),
  };
}

/** The SI prefixes by their power of ten, as the course's table lists them. */
const PREFIXES: Readonly<Record<number, { symbol: string; name: string }>> = {
  12: { symbol: 'T', name: 'tera' },
  9: { symbol: 'G', name: 'giga' },
  6: { symbol: 'M', name: 'mega' },
  3: { symbol: 'k', name: 'kilo' },
  [-3]: { symbol: 'm', name: 'mili' },
  [-6]: { symbol: 'µ', name: 'micro' },
  [-9]: { symbol: 'n', name: 'nano' },
  [-12]: { symbol: 'p', name: 'pico' },
};
// Units a prefix goes before, as typed after the value.
const PREFIXABLE = /^\s*(s|m|g|W|J|N|Hz|V|A|Pa|Ω|F|C)(?![\p{L}\d/²³])/u;

/**
 * «4,3·10⁻⁹ s se escribe con prefijo como»: the value with the prefix of its power of ten (nano), when
 * the power is one of the table's (a multiple of three from 10⁻¹² to 10¹²) and the unit takes prefixes.
 */
export function solvePrefix(problem: string): SolverReply | undefined {
  if (!/\bprefijo/i.test(problem)) return undefined;
  const text = fromSuperscripts(problem.replace(/\n[A-E]\)[^\n]*/g, ' '));
  const values = [...text.matchAll(VALUE_PATTERN)];
  const [value, ...others] = values;
  if (!value || others.length || value[2] === undefined) return undefined;
  const power = Number(value[2]);
  const prefix = PREFIXES[power];
  const unit = PREFIXABLE.exec(text.slice(value.index + value[0].length))?.[1];
  if (!prefix || !unit) return undefined;
  const mantissa = value[1] ?? '';
  const written = `${mantissa}·10${toSuperscripts(power)} ${unit}`;
  return {
    certain: true,
    text: workedReply({
      title: 'Prefijos del SI',
      data: `valor: ${written}`,
      steps: [
        `10${toSuperscripts(power)} es el prefijo ${prefix.name} (${prefix.symbol}): se escribe pegado a la unidad, ${prefix.symbol}${unit}.`,
      ],
      answer: `**${written} = ${mantissa} ${prefix.symbol}${unit}**`,
      closing: '¿Qué prefijo usarías para una potencia de diez tres órdenes más grande?',
    }),
  };
}

/**
 * «650 nm: expresarla en metros, en notación científica»: the value in another unit of its kind is asked,
 * a conversion first, which the conversions answer; writing 650 as 6,5 · 10² would answer in nanometres.
 */
function asksAnotherUnit(problem: string): boolean {
  const folded = foldForUnits(problem.replace(/\n[A-E]\)[^\n]*/g, ' '));
  const quantities = findQuantities(folded);
  return findBareUnits(folded, quantities).some((bare) =>
    quantities.some(
      (quantity) => quantity.unit.dimension === bare.unit.dimension && quantity.unit !== bare.unit,
    ),
  );
}

/**
 * «Expresá 0,000345 m en notación científica»: one value (or one with a power of ten whose mantissa is
 * not between 1 and 10) written as a mantissa from 1 to 10 times a power of ten, with the figures typed.
 * A computation is the arithmetic's.
 */
export function solveScientificNotation(problem: string): SolverReply | undefined {
  if (!/notaci[oó]n cient[ií]fica/i.test(problem)) return undefined;
  if (asksAnotherUnit(problem)) return undefined;
  // «45.000.000»: points that group thousands are no decimal sign.
  const text = fromSuperscripts(problem.replace(/\n[A-E]\)[^\n]*/g, ' ')).replace(
    /(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d,])/g,
    (group) => group.replace(/\./g, ''),
  );
  const values = [...text.matchAll(VALUE_PATTERN)];
  const [value, ...others] = values;
  if (!value || others.length) return undefined;
  // «150 millones de kilómetros», «3 mil»: a number said with a word that multiplies it is not the digits
  // typed (150 · 10⁶, and in km when metres are asked).
  if (
    /^\s*(?:mil\b|miles\b|millon(?:es)?\b|billon(?:es)?\b|mil millones\b)/i.test(
      text.slice(value.index + value[0].length),
    )
  )
    return undefined;
  const mantissa = value[1] ?? '';
  if (/[.]/.test(mantissa) && !/^-?0\./.test(mantissa)) return undefined;
  const digits = mantissa.replace(/^-/, '').replace(/[.,]/, '');
  const typedPower = value[2] === undefined ? 0 : Number(value[2]);
  const decimals = (mantissa.split(/[.,]/)[1] ?? '').length;
  // The digits as typed, from the first non-zero one: the figures the written value keeps.
  // An integer's final zeros only place the comma: 45 000 000 is 4,5 · 10⁷.
  const figures = (decimals ? digits : digits.replace(/0+$/, '')).replace(/^0+/, '');
  if (figures === '') return undefined;
  const integerDigits = digits.length - decimals;
  const leadingZeros = digits.length - digits.replace(/^0+/, '').length;
  const power = typedPower + integerDigits - leadingZeros - 1;
  const newMantissa = `${mantissa.startsWith('-') ? '-' : ''}${figures.slice(0, 1)}${figures.length > 1 ? `,${figures.slice(1)}` : ''}`;
  if (power === typedPower && newMantissa === mantissa) return undefined;
  const unit = PREFIXABLE.exec(text.slice(value.index + value[0].length))?.[1];
  const unitText = unit ? ` ${unit}` : '';
  const written = `${mantissa}${value[2] === undefined ? '' : `·10${toSuperscripts(typedPower)}`}`;
  const back = Number(newMantissa.replace(',', '.')) * 10 ** power;
  const typedValue = Number(mantissa.replace(',', '.')) * 10 ** typedPower;
  if (Math.abs(back - typedValue) > 1e-9 * Math.abs(typedValue)) return undefined;
  const moved = power - typedPower;
  return {
    certain: true,
    text: workedReply({
      title: 'Notación científica',
      data: `valor: ${written}${unitText}`,
      steps: [
        'En notación científica queda una sola cifra distinta de cero antes de la coma, por una potencia de diez.',
        moved > 0
          ? `La coma se corre ${moved} lugar${moved === 1 ? '' : 'es'} a la izquierda: el exponente sube ${moved}.`
          : `La coma se corre ${-moved} lugar${moved === -1 ? '' : 'es'} a la derecha: el exponente baja ${-moved}.`,
      ],
      answer: `**${written}${unitText} = ${newMantissa} · 10${toSuperscripts(power)}${unitText}**`,
      closing: '¿Cuántas cifras significativas tiene? Fijate que la notación científica no las cambia.',
    }),
  };
}

const FIGURE_WORDS: Record<string, number> = { una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 };
// «a tres cifras significativas», «con 3 cifras significativas»: the figures to round to.
const ROUND_TO = /\b(?:a|con|en)\s+(\d|una|dos|tres|cuatro|cinco|seis)\s+cifras?\s+significativas?\b/;

/**
 * «Redondear 0,0068347 a tres cifras significativas», «149 600 000 km expresada en notación científica con
 * tres cifras significativas»: the one value typed, rounded to that many figures; in scientific notation
 * when asked, or when its last figures would be zeros of an integer, which do not say they were measured.
 */
export function solveRoundFigures(problem: string): SolverReply | undefined {
  const folded = joinDigitGroups(foldText(fromSuperscripts(problem.replace(/\n[A-E]\)[^\n]*/g, ' '))));
  const asked = ROUND_TO.exec(folded);
  if (!asked || !/\b(?:redonde|expres|escrib|aproxim|notacion cientifica)/.test(folded)) return undefined;
  // «…y expresalo en metros», «…y calculá su cuadrado»: a second order this reading does not carry out.
  if (/\by\s+(?:expres|pas|convert|calcul|escrib|hall|determin|multiplic|divid|sum|rest)\w*/.test(folded))
    return undefined;
  const figures = FIGURE_WORDS[asked[1] ?? ''] ?? Number(asked[1]);
  const rest = `${folded.slice(0, asked.index)} ${folded.slice(asked.index + asked[0].length)}`;
  const values = [...rest.matchAll(VALUE_PATTERN)];
  const [value, ...others] = values;
  if (!value || others.length || !(figures >= 1)) return undefined;
  const mantissa = value[1] ?? '';
  // «1.030» may be a thousand and thirty.
  if (/\./.test(mantissa) && !/^-?0\./.test(mantissa)) return undefined;
  const typed = Number(mantissa.replace(',', '.')) * 10 ** Number(value[2] ?? 0);
  if (!Number.isFinite(typed) || typed === 0) return undefined;
  const digits = mantissa.replace(/^-/, '').replace(/[.,]/, '').replace(/^0+/, '');
  if (digits.replace(/0+$/, '').length <= figures && value[2] === undefined) return undefined;
  // A half rounds up, as the course does: 2,345 is stored as 2,34499…, so nudge it past the tie.
  const nudged = Math.abs(typed) * (1 + 1e-12);
  const [coefficient = '', exponent = '0'] = nudged.toExponential(figures - 1).split('e');
  const power = Number(exponent);
  const sign = typed < 0 ? '-' : '';
  const scientific = `${sign}${coefficient.replace('.', ',')} · 10${toSuperscripts(power)}`;
  const plain = nudged.toPrecision(figures);
  // A plain integer whose last kept figure stands before zeros would hide which zeros were measured.
  const plainReads = !/e/.test(plain) && (plain.includes('.') || power < figures);
  const inScientific = /notacion cientifica/.test(folded) || !plainReads;
  const result = inScientific ? scientific : `${sign}${plain.replace('.', ',')}`;
  const token = /^\s*([\p{L}°/²³^\d]+)/u.exec(rest.slice(value.index + value[0].length))?.[1];
  const unit = token ? findQuantities(foldForUnits(`1 ${token}`))[0]?.unit.symbol : undefined;
  const unitText = unit ? ` ${unit}` : '';
  const written = `${mantissa}${value[2] === undefined ? '' : `·10${toSuperscripts(Number(value[2]))}`}`;
  return {
    certain: true,
    text: workedReply({
      title: 'Redondeo a cifras significativas',
      data: `valor: ${written}${unitText}; cifras pedidas: ${figures}`,
      steps: [
        `Contá ${figures} cifra${figures === 1 ? '' : 's'} desde la primera distinta de cero y mirá la siguiente: si es 5 o más, la última sube; si no, queda.`,
        ...(inScientific
          ? [
              'En notación científica queda una sola cifra antes de la coma y se ven todas las cifras que se conservan, también los ceros.',
            ]
          : []),
      ],
      answer: `**Con ${figures} cifra${figures === 1 ? '' : 's'} significativa${figures === 1 ? '' : 's'}: ${result}${unitText}**`,
      closing: '¿Por qué un cambio de unidades no cambia la cantidad de cifras significativas?',
    }),
  };
}

export const roundFigures = declareSolver({
  name: 'round_significant_figures',
  offer: 'redondear a cifras significativas',
  summary:
    "Rounds one typed value to the number of significant figures asked (in digits or words), in scientific notation when asked or when the kept figures end in an integer's zeros: 149 600 000 km with three figures is 1,50 · 10⁸ km. Redondea una medida a las cifras significativas pedidas.",
  examples: [
    'Redondeá 0,0068347 a tres cifras significativas.',
    'Expresá 149 600 000 km en notación científica con tres cifras significativas.',
  ],
  solve: solveRoundFigures,
});

export const scientificNotation = declareSolver({
  name: 'write_scientific_notation',
  offer: 'notación científica de una medida',
  summary:
    'Writes one value in scientific notation (a mantissa from 1 to 10 times a power of ten), keeping the figures typed: 0,000345 m is 3,45 · 10⁻⁴ m. Escribe un número en notación científica.',
  examples: ['Expresá 0,000345 m en notación científica.', 'Escribí 45.000.000 en notación científica.'],
  solve: solveScientificNotation,
});

const PREFIX_POWERS: Record<string, number> = {
  G: 9,
  M: 6,
  k: 3,
  '': 0,
  m: -3,
  µ: -6,
  μ: -6,
  u: -6,
  n: -9,
  p: -12,
};
// Units outside the kernel's table that take prefixes: metres, grams, seconds and litres are the conversions'.
const PREFIXED = String.raw`(G|M|k|m|µ|μ|n|p)?(W|J|N|Hz|V|A|Pa|Ω|F|C)(?![\p{L}\d/²³·])`;

/**
 * «1,2 GW expresada en MW», «4700 nF en μF»: a value from one prefix of a unit to another of the same
 * unit, by the difference of their powers of ten.
 */
export function solvePrefixChange(problem: string): SolverReply | undefined {
  const text = fromSuperscripts(problem.replace(/\n[A-E]\)[^\n]*/g, ' ')).replace(
    /(?<![\d.,])\d{1,3}(?:[ .]\d{3})+(?![\d,])/g,
    (group) => group.replace(/[ .]/g, ''),
  );
  const values = [
    ...text.matchAll(new RegExp(String.raw`(?<![\p{L}\d.,^])(\d+(?:,\d+)?)\s*${PREFIXED}`, 'gu')),
  ];
  const [value, ...others] = values;
  if (!value || others.length || [...text.matchAll(VALUE_PATTERN)].length !== 1) return undefined;
  const rest = text.slice(value.index + value[0].length);
  const target = new RegExp(String.raw`\b(?:en|a)\s+${PREFIXED}`, 'u').exec(rest);
  const [from, to, base] = [value[2] ?? '', target?.[1] ?? '', value[3]];
  if (!target || target[2] !== base || from === to) return undefined;
  const [p1, p2] = [PREFIX_POWERS[from], PREFIX_POWERS[to]];
  if (p1 === undefined || p2 === undefined) return undefined;
  const shift = p1 - p2;
  const number = Number((value[1] ?? '').replace(',', '.'));
  const result = number * 10 ** shift;
  const shown = (x: number) => fmt(Number(x.toPrecision(12)), 12);
  return {
    certain: true,
    text: workedReply({
      title: 'Prefijos del SI',
      data: `valor: ${value[1]} ${from}${base}; se pide en ${to}${base}`,
      steps: [
        `${from || 'la unidad'}${from ? base : ''} es 10${toSuperscripts(p1)} ${base} y ${to || 'la unidad'}${to ? base : ''} es 10${toSuperscripts(p2)} ${base}: 1 ${from}${base} = 10${toSuperscripts(shift)} ${to}${base}.`,
        `${value[1]} · 10${toSuperscripts(shift)} = ${shown(result)}.`,
      ],
      answer: `**${value[1]} ${from}${base} = ${shown(result)} ${to}${base}**`,
      closing: '¿El número creció o se achicó? Fijate si el prefijo nuevo es más chico o más grande.',
    }),
  };
}

export const prefixedValue = declareSolver({
  name: 'write_with_prefix',
  offer: 'prefijos del SI (nano, micro, mili, kilo, mega…)',
  summary:
    'Writes a value given with a power of ten (a multiple of three, 10⁻¹² to 10¹²) with the SI prefix of that power: 4,3·10⁻⁹ s is 4,3 ns. Escribe una medida con el prefijo que corresponde.',
  examples: ['Escribí con prefijo un intervalo de 4,3·10⁻⁹ s.', '¿Cómo se escribe con prefijo 2,5·10⁶ W?'],
  solve: (problem) => solvePrefix(problem) ?? solvePrefixChange(problem),
});

/**
 * «Medís una placa de 3,2 cm por 4,15 cm y la calculadora muestra que el área es 13,28 cm². ¿Cómo conviene
 * informar el área?»: a product keeps as many significant figures as the factor with the fewest (2 here):
 * 13 cm². The product shown, when the statement gives it, must be the factors' product.
 */
export function solveProductFigures(problem: string): SolverReply | undefined {
  const folded = joinDigitGroups(foldText(fromSuperscripts(problem.replace(/\n[A-E]\)[^\n]*/g, ' '))));
  if (!ASKS_FIGURES.test(folded) || ROUND_TO.test(folded) || ASKS_COUNT.test(folded)) return undefined;
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  if (
    !/\b(?:informa|expres|escrib|dar|report)\w*/.test(question) ||
    !/\b(?:area|superficie|producto)\b/.test(question)
  )
    return undefined;
  const factors =
    /(?<![\p{L}\d.,^])(\d+(?:,\d+)?)\s*([a-z]{1,3})\s*(?:por|x|×|\*)\s*(\d+(?:,\d+)?)\s*([a-z]{1,3})(?![\p{L}\d^²])/u.exec(
      folded,
    );
  if (!factors) return undefined;
  const [, ta = '', ua = '', tb = '', ub = ''] = factors;
  const unit = findQuantities(`1 ${ua}`)[0]?.unit;
  if (unit?.dimension !== 'length' || ua !== ub) return undefined;
  const [fa, fb] = [significantDigits(ta), significantDigits(tb)];
  if (fa === 'ambiguous' || fb === 'ambiguous') return undefined;
  const product = Number(ta.replace(',', '.')) * Number(tb.replace(',', '.'));
  const rest =
    folded.slice(0, factors.index) +
    ' '.repeat(factors[0].length) +
    folded.slice(factors.index + factors[0].length);
  const shown = [...rest.matchAll(VALUE_PATTERN)];
  if (shown.length > 1) return undefined;
  const [display] = shown;
  if (display) {
    const typed = display[1] ?? '';
    const decimals = typed.split(',')[1]?.length ?? 0;
    if (
      display[2] !== undefined ||
      Math.abs(Number(typed.replace(',', '.')) - product) > 0.5 * 10 ** -decimals + 1e-9
    )
      return undefined;
  }
  const figures = Math.min(fa.count, fb.count);
  const nudged = product * (1 + 1e-12);
  const plain = nudged.toPrecision(figures);
  const [coefficient = '', exponent = '0'] = nudged.toExponential(figures - 1).split('e');
  const power = Number(exponent);
  const plainReads = !/e/.test(plain) && (plain.includes('.') || power < figures);
  const result = plainReads
    ? plain.replace('.', ',')
    : `${coefficient.replace('.', ',')} · 10${toSuperscripts(power)}`;
  const area = `${unit.symbol}²`;
  return {
    certain: true,
    text: workedReply({
      title: 'Cifras significativas de un producto',
      data: `lados ${ta} ${ua} (${fa.count} cifras) y ${tb} ${ub} (${fb.count} cifras)${display ? `; la calculadora da ${display[1]} ${area}` : ''}`,
      steps: [
        `El producto: ${ta} · ${tb} = ${fmt(product, 6)} ${area}.`,
        `Un producto se informa con tantas cifras significativas como el factor que tiene menos: ${figures}.`,
        `Redondeado a ${figures} cifra${figures === 1 ? '' : 's'}: ${result} ${area}.`,
      ],
      answer: `**A ≈ ${result} ${area}**`,
      closing: '¿Por qué no tiene sentido informar más cifras que las que se midieron?',
    }),
  };
}

export const significantFigures = declareSolver({
  name: 'count_significant_figures',
  offer: 'cifras significativas de una medida',
  summary:
    'How many significant figures a measured value has as typed (leading zeros do not count, zeros between digits and final zeros after the decimal comma do; a power of ten does not count), and how to report a product of two measured lengths (as many figures as the factor with fewest). Declines an integer ending in zeros, whose final zeros may not be measured. Cuántas cifras significativas tiene una medida.',
  examples: [
    '¿Cuántas cifras significativas tiene la medida 0,04070 km?',
    '¿Cuántas cifras significativas tiene 7,1·10⁸ L?',
  ],
  solve: (problem) => solveSignificantFigures(problem) ?? solveProductFigures(problem),
});
