/**
 * A wire's resistance from its material: R = ρ·L/A, with ρ in Ω·m or Ω·mm²/m, the section given as an
 * area («1,5 mm² de sección») or by the diameter (A = π·d²/4): «un cable de cobre de 50 m y 1,5 mm² de
 * sección (ρ = 1,7 · 10⁻⁸ Ω·m)». Sure only when ρ, one length and one section are all the data.
 */
import { toSuperscripts } from '../../../../shared/math/superscripts.ts';
import type { SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { texRelation as approx, fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import { askedClause, checkedReply, inBase, ofDimension, readStatement, typedNumbers } from './physics.ts';

const RHO = new RegExp(
  `(?:ρ|rho|resistividad)[^=\\d?¿.]{0,30}?(?:=|:|\\bes de\\b|\\bes\\b|\\bde\\b|\\bvale\\b)?\\s*(${NUMBER_SOURCE})(?:\\s*\\*\\s*10\\s*\\^\\s*\\(?(-?\\d+)\\)?)?\\s*(ω\\s*[*·]?\\s*mm\\s*\\^?\\s*2\\s*/\\s*m|ω\\s*[*·]?\\s*m)\\b`,
);

/** A reply for a wire's resistance from its resistivity, or undefined. */
export function solveResistivity(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  const question = askedClause(s);
  if (!/resistencia/.test(question) || /paralelo|serie|corriente|potencia|temperatura/.test(s.folded))
    return undefined;
  const rho = RHO.exec(s.folded);
  if (!rho) return undefined;
  const perMm2 = /mm/.test(rho[3] ?? '');
  const rhoSi = parseNumber(group(rho, 1)) * 10 ** Number(rho[2] ?? 0) * (perMm2 ? 1e-6 : 1);
  if (!(rhoSi > 0 && rhoSi < 1)) return undefined;
  const span = [rho.index, rho.index + rho[0].length] as const;
  const lengths = ofDimension(s, 'length');
  const areas = ofDimension(s, 'area');
  if (s.quantities.length !== lengths.length + areas.length) return undefined;
  // The section by its diameter: «0,5 mm de diámetro»; the wire's length, the other length.
  const isDiameter = (index: number) =>
    /^[\d.,]+\s*\S+\s*de diametro/.test(s.folded.slice(index, index + 30));
  const diameters = lengths.filter((q) => isDiameter(q.index));
  const wires = lengths.filter((q) => !isDiameter(q.index));
  const [wire] = wires;
  const [area] = areas;
  const [diameter] = diameters;
  if (!wire || wires.length !== 1 || areas.length + diameters.length !== 1) return undefined;
  const L = inBase(wire);
  const A = area ? inBase(area) : (Math.PI * inBase(diameter ?? wire) ** 2) / 4;
  if (!(L > 0 && A > 0)) return undefined;
  const R = (rhoSi * L) / A;
  const used = [
    wire.index,
    (area ?? diameter ?? wire).index,
    ...typedNumbers(s)
      .filter((found) => found.index >= span[0] && found.index < span[1])
      .map((found) => found.index),
  ];
  const rhoText = `${fmt(parseNumber(group(rho, 1)), 4)}${rho[2] ? ` · 10${toSuperscripts(Number(rho[2]))}` : ''} ${perMm2 ? 'Ω·mm²/m' : 'Ω·m'}`;
  return checkedReply(
    s,
    {
      title: 'Resistencia de un conductor',
      data: [
        `ρ = ${rhoText}`,
        `L = ${fmt(wire.value, 4)} ${wire.unit.symbol}`,
        area
          ? `A = ${fmt(area.value, 4)} ${area.unit.symbol}`
          : `d = ${fmt(diameter?.value ?? 0, 4)} ${diameter?.unit.symbol ?? ''}`,
      ],
      steps: [
        `Todo en el SI: $\\rho = ${tex(rhoSi, 12)}$ Ω·m${perMm2 ? ' (1 Ω·mm²/m = 10⁻⁶ Ω·m)' : ''}, $L = ${tex(L, 4)}$ m.`,
        area
          ? `La sección en m²: $A = ${tex(A, 12)}$ m² (1 mm² = 10⁻⁶ m²).`
          : `La sección es un círculo: $A = \\frac{\\pi d^2}{4} = \\frac{\\pi \\cdot ${tex(inBase(diameter ?? wire), 6)}^2}{4} ${approx(A)} ${tex(A, 12)}$ m².`,
        `$R = \\frac{\\rho L}{A} = \\frac{${tex(rhoSi, 12)} \\cdot ${tex(L, 4)}}{${tex(A, 12)}} ${approx(R)} ${tex(R, 4)}$ Ω. Comprobá: $\\frac{R A}{L} ${approx((R * A) / L)} ${tex((R * A) / L, 12)}$ Ω·m, la resistividad.`,
      ],
      answer: `R ${relation(R)} ${fmt(R)} Ω`,
      used,
    },
    {
      method: 'Se resuelve con $R = \\frac{\\rho L}{A}$, todo en el SI. ¿Qué representa ese dato?',
      closing: '¿Qué le pasa a la resistencia si usás un cable del doble de sección?',
    },
  );
}
