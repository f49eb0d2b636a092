/**
 * LaTeX as plain Unicode text, for places that cannot run KaTeX: the PDF booklets, e-mails and the
 * tutor's context. `\frac{3}{4}` → 3/4, `x^2` → x², `\sqrt{2}` → √2, `3{,}5` → 3,5, `\cdot` → ·.
 */

const symbols: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  approx: '≈',
  neq: '≠',
  ne: '≠',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  infty: '∞',
  pi: 'π',
  Pi: 'Π',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  Gamma: 'Γ',
  delta: 'δ',
  Delta: 'Δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  theta: 'θ',
  Theta: 'Θ',
  lambda: 'λ',
  Lambda: 'Λ',
  mu: 'μ',
  nu: 'ν',
  rho: 'ρ',
  sigma: 'σ',
  Sigma: 'Σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  Phi: 'Φ',
  omega: 'ω',
  Omega: 'Ω',
  eta: 'η',
  xi: 'ξ',
  circ: '°',
  degree: '°',
  rightarrow: '→',
  to: '→',
  leftarrow: '←',
  Rightarrow: '⇒',
  Leftarrow: '⇐',
  iff: '⇔',
  Longleftrightarrow: '⇔',
  Leftrightarrow: '⇔',
  rightleftharpoons: '⇌',
  in: '∈',
  notin: '∉',
  subset: '⊂',
  subseteq: '⊆',
  cup: '∪',
  cap: '∩',
  emptyset: '∅',
  varnothing: '∅',
  sum: 'Σ',
  prod: 'Π',
  ldots: '…',
  dots: '…',
  cdots: '…',
  propto: '∝',
  angle: '∠',
  perp: '⊥',
  parallel: '∥',
  sim: '∼',
  equiv: '≡',
  forall: '∀',
  exists: '∃',
  neg: '¬',
  wedge: '∧',
  vee: '∨',
  '{': '{',
  '}': '}',
  '%': '%',
  $: '$',
  '#': '#',
  '&': '&',
  _: '_',
  ',': ' ',
  ';': ' ',
  ':': ' ',
  ' ': ' ',
  '!': '',
  quad: '  ',
  qquad: '   ',
  displaystyle: '',
  left: '',
  right: '',
  big: '',
  Big: '',
  bigl: '',
  bigr: '',
  lvert: '|',
  rvert: '|',
  vert: '|',
  lbrace: '{',
  rbrace: '}',
  langle: '⟨',
  rangle: '⟩',
  sin: 'sen',
  sen: 'sen',
  cos: 'cos',
  tan: 'tg',
  tg: 'tg',
  log: 'log',
  ln: 'ln',
  exp: 'exp',
  lim: 'lím',
  max: 'máx',
  min: 'mín',
};

/** Commands that print a letter: TeX drops the space after them (`\Delta T` is ΔT). */
const letters = new Set([
  'pi',
  'Pi',
  'alpha',
  'beta',
  'gamma',
  'Gamma',
  'delta',
  'Delta',
  'epsilon',
  'varepsilon',
  'theta',
  'Theta',
  'lambda',
  'Lambda',
  'mu',
  'nu',
  'rho',
  'sigma',
  'Sigma',
  'tau',
  'phi',
  'varphi',
  'Phi',
  'omega',
  'Omega',
  'eta',
  'xi',
]);

const blackboard: Record<string, string> = { R: 'ℝ', N: 'ℕ', Z: 'ℤ', Q: 'ℚ', C: 'ℂ', I: 'I' };
const superscripts: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  x: 'ˣ',
  '°': '°',
  a: 'ᵃ',
  b: 'ᵇ',
  c: 'ᶜ',
  d: 'ᵈ',
  e: 'ᵉ',
  k: 'ᵏ',
  m: 'ᵐ',
  p: 'ᵖ',
  r: 'ʳ',
  t: 'ᵗ',
  y: 'ʸ',
};
const subscripts: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  o: 'ₒ',
  x: 'ₓ',
  i: 'ᵢ',
  r: 'ᵣ',
  n: 'ₙ',
  m: 'ₘ',
  k: 'ₖ',
  p: 'ₚ',
  s: 'ₛ',
  t: 'ₜ',
};

const isSimple = (text: string) => /^[\p{L}\p{N}.,·′°⁰-⁹₀-₉√πΔ]+$/u.test(text);
const wrap = (text: string) => (isSimple(text) ? text : `(${text})`);

function script(text: string, table: Record<string, string>, marker: string): string {
  if (text === '°' || text === '\\circ') return '°';
  const chars = [...text];
  if (chars.length > 0 && chars.every((c) => table[c])) return chars.map((c) => table[c]).join('');
  return chars.length === 1 ? `${marker}${text}` : `${marker}(${text})`;
}

export function latexToText(source: string): string {
  let i = 0;

  const skipSpaces = () => {
    while (source[i] === ' ') i++;
  };

  const rawGroup = (): string => {
    skipSpaces();
    if (source[i] !== '{') return source[i++] ?? '';
    let depth = 0;
    const start = i + 1;
    for (; i < source.length; i++) {
      if (source[i] === '{') depth++;
      else if (source[i] === '}' && --depth === 0) break;
    }
    const inner = source.slice(start, i);
    i++;
    return inner;
  };

  const argument = (): string => {
    skipSpaces();
    if (source[i] === '{') return latexToText(rawGroup());
    if (source[i] === '\\') return command();
    return source[i++] ?? '';
  };

  const command = (): string => {
    i++;
    let name = '';
    if (/[a-zA-Z]/.test(source[i] ?? '')) {
      while (/[a-zA-Z]/.test(source[i] ?? '')) name += source[i++];
    } else {
      name = source[i++] ?? '';
    }
    switch (name) {
      case 'frac':
      case 'dfrac':
      case 'tfrac': {
        const numerator = argument();
        const denominator = argument();
        return `${wrap(numerator)}/${wrap(denominator)}`;
      }
      case 'sqrt': {
        let index = '';
        if (source[i] === '[') {
          const end = source.indexOf(']', i);
          index = script(source.slice(i + 1, end), superscripts, '');
          i = end + 1;
        }
        const radicand = argument();
        return `${index}√${wrap(radicand)}`;
      }
      case 'binom':
        return `C(${argument()}, ${argument()})`;
      case 'text':
      case 'mathrm':
      case 'textrm':
      case 'mathit':
      case 'textbf':
      case 'mathbf':
      case 'operatorname':
        return latexToText(rawGroup());
      case 'mathbb': {
        const letter = rawGroup();
        return blackboard[letter] ?? letter;
      }
      case 'vec':
        return `${argument()}\u20d7`;
      case 'overline':
      case 'bar': {
        const value = argument();
        return [...value].length === 1 ? `${value}\u0304` : `‾(${value})`;
      }
      case 'hat':
        return `${argument()}\u0302`;
      case 'begin': {
        const environment = rawGroup();
        const end = source.indexOf(`\\end{${environment}}`, i);
        const body = source.slice(i, end === -1 ? undefined : end);
        i = end === -1 ? source.length : end + `\\end{${environment}}`.length;
        const rows = body
          .split('\\\\')
          .map((row) => latexToText(row.replace(/&/g, ' ')).trim())
          .filter(Boolean);
        return `{ ${rows.join('; ')} }`;
      }
      case '\\':
        return '; ';
      default:
        // Only before a letter or digit: `\Delta T` is ΔT, but `\alpha + \beta` keeps its spaces.
        if (letters.has(name) && /^\s+[\p{L}\p{N}]/u.test(source.slice(i))) skipSpaces();
        return symbols[name] ?? name;
    }
  };

  let out = '';
  while (i < source.length) {
    const char = source.charAt(i);
    if (char === '\\') out += command();
    else if (char === '^') {
      i++;
      out += script(argument(), superscripts, '^');
    } else if (char === '_') {
      i++;
      out += script(argument(), subscripts, '_');
    } else if (char === '{') {
      out += latexToText(rawGroup());
    } else if (char === '}') {
      i++;
    } else if (char === '~') {
      out += ' ';
      i++;
    } else {
      out += char;
      i++;
    }
  }
  return out.replace(/ {2,}/g, ' ');
}
