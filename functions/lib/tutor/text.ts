/** Lower case without accents: "Ácido según Brønsted" → "acido segun bronsted". Keeps ñ → n too. */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/ø/g, 'o').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Units a student writes once for two numbers ("a 60 y 90 km/h"), longest first so "km/h" is not "km". */
const UNIT = String.raw`(?:km\/h|m\/s²|m\/s2|m\/s|kg|km|cm|mm|mL|ml|min|atm|mol|°C|g|m|h|s|N|J|L|K)(?![a-zA-Z0-9])`;
const NUMBER = String.raw`-?\d+(?:[.,]\d+)?`;

/**
 * How students write a problem, rewritten the way the solvers read it: chat shorthand ("q aceleración"
 * → "que aceleración", but not a charge q), "mide 6, cuanto" → "mide 6
 * cuanto" (a comma after a number that ends a clause is not a decimal one), "raiz de 144" → "√144",
 * "al cuadrado" → "^2", "para arriba" → "hacia arriba", a unit written once for two numbers ("a 60 y
 * 90 km/h", "de 20 m/s a 0") on both, "cuanto pesa un mol de" → "masa molar de", "½" → "(1/2)",
 * "4 es a 10 como 6 es a x" → "4/10 = 6/x", "µC" (micro sign) → "μC", "°C⁻¹" → "1/°C".
 * Only wording changes: no number is added or dropped. The engine tries it when no solver reads the message as written.
 */
export function studentWording(text: string): string {
  return (
    text
      .replace(/(?<!\bcargas?\s)\bq\b(?=\s+[a-záéíóúñ]{3,})/g, 'que')
      .replace(/\b(?:xq|pq)\b/gi, 'porque')
      // Before a word, not a lone letter: «= 12/9, x vale» would glue the 9 to the unknown («12/9 x»).
      .replace(/(\d),(\s+)(?=¿|[a-záéíóúñ]{2})/gi, '$1$2')
      .replace(/\bra[ií]z\s+(?:cuadrada\s+)?de\s+(\d+(?:[.,]\d+)?|\([^()]*\))/gi, '√$1')
      .replace(/(\d|\))\s+al\s+cuadrado\b/gi, '$1^2')
      .replace(/(\d|\))\s+al\s+cubo\b/gi, '$1^3')
      .replace(/(?<![\d.,])[½⅓⅔¼¾]/g, (glyph) => `(${VULGAR_FRACTIONS[glyph] ?? glyph})`)
      .replace(PROPORTION, '$1/$2 = $3/$4')
      .replace(ADDRESSED_ACTION, (verb: string) => impersonal(verb))
      // The micro sign (U+00B5, «µC») as the Greek mu the units are read with; «°C⁻¹» as «1/°C».
      .replace(/\u00b5/g, 'μ')
      .replace(/(°C|\bK)⁻¹/g, '1/$1')
      .replace(/\bpara\s+arriba\b/gi, 'hacia arriba')
      .replace(/\bpara\s+abajo\b/gi, 'hacia abajo')
      .replace(/\b(?:cu[aá]nto\s+pesa|peso\s+de)\s+un\s+mol\s+(de(?:l)?)\b/gi, 'masa molar $1')
      .replace(new RegExp(String.raw`(${NUMBER})\s+(y|a)\s+(${NUMBER})\s*(${UNIT})`, 'g'), '$1 $4 $2 $3 $4')
      .replace(
        new RegExp(
          String.raw`\bde\s+(${NUMBER})\s*(${UNIT})\s+a\s+(${NUMBER})(?!\s*(?:${UNIT}|[\d.,]))`,
          'g',
        ),
        'de $1 $2 a $3 $2',
      )
      .replace(
        COMPOUND_TIME,
        (_, hours: string, minutes: string) => `${Number(hours) * 60 + Number(minutes)} min`,
      )
      .replace(
        COMPOUND_MINUTES,
        (_, minutes: string, seconds: string) => `${Number(minutes) * 60 + Number(seconds)} s`,
      )
  );
}

/**
 * «Soltás una piedra…», «Empujo la caja…»: an action told to the student (voseo) or by them, in the
 * impersonal form the statements' readings know («Se suelta una piedra…»). Only verbs with one sense in
 * a problem; «tirás» (a throw or a pull) stays as written.
 */
const ADDRESSED: Readonly<Record<string, string>> = {
  soltas: 'se suelta',
  suelto: 'se suelta',
  'dejas caer': 'se deja caer',
  'dejo caer': 'se deja caer',
  lanzas: 'se lanza',
  lanzo: 'se lanza',
  arrojas: 'se arroja',
  arrojo: 'se arroja',
  empujas: 'se empuja',
  empujo: 'se empuja',
  arrastras: 'se arrastra',
  arrastro: 'se arrastra',
  levantas: 'se levanta',
  levanto: 'se levanta',
  aplicas: 'se aplica',
  aplico: 'se aplica',
  pateas: 'se patea',
  pateo: 'se patea',
  colgas: 'se cuelga',
  cuelgo: 'se cuelga',
  calentas: 'se calienta',
  caliento: 'se calienta',
  mezclas: 'se mezcla',
  mezclo: 'se mezcla',
  disolves: 'se disuelve',
  disuelvo: 'se disuelve',
};

const ADDRESSED_ACTION = new RegExp(
  `(?<![\\p{L}])(?:${['soltás', 'suelto', 'dejás caer', 'dejo caer', 'lanzás', 'lanzo', 'arrojás', 'arrojo', 'empujás', 'empujo', 'arrastrás', 'arrastro', 'levantás', 'levanto', 'aplicás', 'aplico', 'pateás', 'pateo', 'colgás', 'cuelgo', 'calentás', 'caliento', 'mezclás', 'mezclo', 'disolvés', 'disuelvo'].join('|')})(?![\\p{L}])`,
  'giu',
);

/** The impersonal form of one of those verbs, capitalised as it was typed. */
function impersonal(verb: string): string {
  const plain = verb
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const form = ADDRESSED[plain] ?? verb;
  return verb.charAt(0) === verb.charAt(0).toUpperCase()
    ? form.charAt(0).toUpperCase() + form.slice(1)
    : form;
}

/** «4 es a 10 como 6 es a x» (or «…, lo que 6 es a x»): the proportion 4/10 = 6/x. */
const PROPORTION =
  /(-?\d+(?:[.,]\d+)?|\b[a-z]\b)\s+es\s+a\s+(-?\d+(?:[.,]\d+)?|\b[a-z]\b),?\s+(?:como|lo\s+que)\s+(-?\d+(?:[.,]\d+)?|\b[a-z]\b)\s+es\s+a\s+(-?\d+(?:[.,]\d+)?|\b[a-z]\b)/gi;

/** «= ½» read as «= (1/2)»; after a digit («2½», a mixed number) the glyph is left as written. */
const VULGAR_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
};

// A duration in two units, "1 h 20 min" or "2 horas y 30 minutos", as one ("80 min"); a clock time
// ("a las 8 h 30 min") is no duration.
const COMPOUND_TIME =
  /(?<!\blas\s+)(?<![\d.,])\b(\d+)\s*(?:h|hs|horas?)\s+(?:y\s+)?(\d+)\s*(?:min|minutos?)\b/gi;
const COMPOUND_MINUTES = /(?<![\d.,])\b(\d+)\s*(?:min|minutos?)\s+(?:y\s+)?(\d+)\s*(?:s|seg|segundos?)\b/gi;
