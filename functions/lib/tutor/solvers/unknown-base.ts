/**
 * A logarithm whose base is the unknown: «log_x(81) = 4», «logₓ 1/8 = −3». By definition x^k = A, so
 * x = A^(1/k), kept only when it is a base (positive and not 1) and checked back in log_x A = k.
 */
import { foldText } from '../text.ts';
import { fmt, fmtResult, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';

const NUM = String.raw`-?\d+(?:[.,]\d+)?(?:\/\d+)?`;

function writtenNumber(raw: string): number | undefined {
  const [n, d] = raw.split('/');
  const top = readNumber((n ?? '').replace(/^-/, ''));
  const bottom = d === undefined ? 1 : readNumber(d);
  if (top === undefined || bottom === undefined || bottom === 0) return undefined;
  return ((n ?? '').startsWith('-') ? -top : top) / bottom;
}

export function solveUnknownBase(message: string): string | undefined {
  const folded = foldText(message).replace(/ₓ/g, '_x').replace(/−/g, '-');
  const found = [
    ...folded.matchAll(
      new RegExp(
        String.raw`\blog_?\{?x\}?\s*\(?\s*(${NUM})\s*\)?\s*=\s*(${NUM})(?![\d,.]*\s*[-+*/^(x])`,
        'g',
      ),
    ),
  ];
  const [match] = found;
  // One such equation, and no other logarithm or x to account for.
  if (!match || found.length !== 1) return undefined;
  const rest = folded.replace(match[0], ' ');
  if (
    /\blog|\bln\b|[=]/.test(rest) ||
    /\bx\b(?!\s*(?:>|≠|∈))/.test(
      rest
        .replace(/\b(?:valor|halla\w*|calcul\w*|determin\w*|resolv\w*)\s+(?:de\s+)?x\b/g, ' ')
        .replace(/\bx\s+(?:que|tal)\b/g, ' '),
    )
  )
    return undefined;
  const argument = writtenNumber(match[1] ?? '');
  const k = writtenNumber(match[2] ?? '');
  if (argument === undefined || k === undefined || !(argument > 0) || k === 0) return undefined;
  const x = argument ** (1 / k);
  // A base is positive and not 1; the check: log_x A = ln A / ln x gives k back.
  if (!(x > 0) || Math.abs(x - 1) < 1e-12 || Math.abs(Math.log(argument) / Math.log(x) - k) > 1e-9)
    return undefined;
  const arg = (match[1] ?? '').replace('.', ',');
  const kText = (match[2] ?? '').replace('.', ',');
  return workedReply({
    title: 'Logaritmo de base desconocida',
    data: `$\\log_x ${arg} = ${kText}$`,
    steps: [
      'La base de un logaritmo tiene que ser positiva y distinta de 1: x > 0, x ≠ 1.',
      `Por definición, $\\log_x ${arg} = ${kText} \\iff x^{${kText}} = ${arg}$.`,
      `Despejá: $x = ${arg}^{1/${kText}} = ${fmt(x, 4)}$.`,
      `Verificación: $${fmt(x, 4)}^{${kText}} = ${fmt(x ** k, 4)}$ ✓, y la base cumple x > 0, x ≠ 1.`,
    ],
    answer: `**x ${Number.isInteger(Math.round(x * 1e9) / 1e9) ? '=' : '≈'} ${fmtResult(x, 4)}**`,
    closing: '¿Por qué la base de un logaritmo no puede ser 1 ni negativa?',
  });
}
