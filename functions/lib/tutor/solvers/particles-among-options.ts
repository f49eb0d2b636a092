/**
 * «¿Cuál de las siguientes muestras contiene el mayor número de moléculas?» with options «10 g de H₂O»,
 * «0,5 mol de CO₂»…: the moles of each sample (n = m/M), since the molecules are n·N_A and the most moles
 * hold the most. Sure only when every option is an amount of one substance, every number of the stem is an
 * atomic mass of the table that some option weighs with, and one option is proved alone.
 */
import { pretty } from '../../science/formula.ts';
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { fmt, NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { type OptionLine, optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';
import { findSubstances, givenAtomicMassesAgree, molarMassSum, type Substance } from './substances.ts';

const SAMPLE = new RegExp(`^(${NUMBER_SOURCE})\\s*(g|gramos|kg|mg|mol|moles)\\s+de\\s+(.+?)\\.?$`, 'u');
const GIVEN_MASS = /\b([A-Z][a-z]?)\s*[=:]\s*\d+(?:[.,]\d+)?/g;

interface Sample {
  substance: Substance;
  moles: number;
  step: string;
}

function sampleOf(option: OptionLine): Sample | undefined {
  const found = SAMPLE.exec(option.text);
  if (!found) return undefined;
  const substances = findSubstances(group(found, 3));
  const [substance] = substances;
  if (substances.length !== 1 || !substance || !(substance.molarMass > 0)) return undefined;
  const value = parseNumber(group(found, 1));
  const unit = group(found, 2);
  if (!(value > 0)) return undefined;
  const name = pretty(substance.formula);
  if (unit.startsWith('mol'))
    return { substance, moles: value, step: `${option.label}) ${fmt(value, 4)} mol de ${name}.` };
  const grams = unit === 'kg' ? value * 1000 : unit === 'mg' ? value / 1000 : value;
  const moles = grams / substance.molarMass;
  return {
    substance,
    moles,
    step: `${option.label}) M(${name}) = ${molarMassSum(substance.composition)} g/mol: n = ${fmt(grams, 4)} / ${fmt(substance.molarMass, 4)} ≈ ${fmt(moles, 4)} mol.`,
  };
}

export function mostMoleculesAmongOptions(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const folded = foldText(read.statement);
  // Molecules or moles counted; atoms or ions count otherwise (each molecule holds several).
  if (
    !/\b(?:numero de moleculas|moleculas|numero de moles|moles)\b/.test(folded) ||
    /atomos|iones/.test(folded)
  )
    return undefined;
  const most = /\bmayor\b|\bmas\b/.test(folded);
  const least = /\bmenor\b|\bmenos\b/.test(folded);
  if (most === least || !/\bcual\b|\b(?:la|el) que\b|\bindic/.test(folded)) return undefined;
  const samples = new Map(read.options.filter((o) => !o.none).map((o) => [o.label, sampleOf(o)]));
  const all = [...samples.values()];
  if (all.some((s) => s === undefined)) return undefined;
  const samplesRead = all as Sample[];
  // Every number of the stem is an atomic mass of the table for an element some option holds.
  if (!givenAtomicMassesAgree(read.statement)) return undefined;
  const listed = [...read.statement.matchAll(GIVEN_MASS)].map((m) => group(m, 1));
  if (listed.some((symbol) => !samplesRead.some((s) => s.substance.composition.has(symbol as never))))
    return undefined;
  if (/\d/.test(read.statement.replace(GIVEN_MASS, ' '))) return undefined;
  const extreme = (most ? Math.max : Math.min)(...samplesRead.map((s) => s.moles));
  // One sample alone at the extreme, clear of the others.
  if (samplesRead.filter((s) => Math.abs(s.moles - extreme) <= 1e-9 * extreme).length !== 1) return undefined;
  const named = provenOption(read.options, (option) => {
    const moles = samples.get(option.label)?.moles;
    return moles === undefined ? undefined : Math.abs(moles - extreme) <= 1e-9 * extreme;
  });
  if (!named) return undefined;
  return {
    text: workedReply({
      title: 'Moles y moléculas',
      data: `se busca la muestra con ${most ? 'más' : 'menos'} moléculas`,
      steps: [
        'Las moléculas son $n \\cdot N_A$: tiene más moléculas la muestra con más moles. Pasá cada una a moles con $n = m/M$.',
        ...samplesRead.map((s) => s.step),
      ],
      answer: `**${named.label}) ${named.text}**`,
      closing: '¿Por qué a igual masa tiene más moléculas la sustancia de menor masa molar?',
    }),
    certain: true,
    option: named.label,
  };
}
