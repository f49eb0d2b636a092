import { MOLAR_VOLUME, GAS_CONSTANT as R } from '../../../lib/science/constants.ts';
import type { Exercise } from '../../schema.ts';
import { choice, key, typed, worked } from '../parts.ts';

/**
 * Química problems in parts (a, b, c), written by us in the format of the developed problems (#31).
 * Most regionals do not examine Química at the entrance; the first-year course does.
 */
export const problems: Exercise[] = [
  {
    id: 'qui-estequiometria-901',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.balanceo-relaciones',
    kind: 'multi-part',
    question:
      'El hidrógeno arde según $\\mathrm{2\\,H_2 + O_2 \\rightarrow 2\\,H_2O}$. Se queman por completo 8 g de H₂ (H = 1; O = 16).',
    parts: [
      typed('¿Cuántos moles de H₂ se queman?', 1, key(4, 'mol')),
      typed('¿Qué masa de agua se forma?', 1, key(72, 'g')),
      typed('¿Qué volumen de O₂, medido en CNPT, se consume?', 2, key(44.8, 'L')),
    ],
    explanation: worked(
      [
        'Masa molar del H₂: 2 g/mol. $n = \\frac{8}{2} = 4$ mol.',
        'Por la ecuación, 2 mol de H₂ dan 2 mol de H₂O: se forman 4 mol de agua, $4 \\cdot 18 = 72$ g.',
        'Se consume la mitad de moles de O₂: 2 mol, que en CNPT ocupan $2 \\cdot 22{,}4 = 44{,}8$ L.',
      ],
      'a) 4 mol; b) 72 g; c) 44,8 L.',
    ),
    check: { compute: () => [8 / 2, (8 / 2) * (2 + 16), (8 / 2 / 2) * MOLAR_VOLUME] },
  },
  {
    id: 'qui-estequiometria-902',
    topic: 'estequiometria',
    difficulty: 'dificil',
    subtopic: 'estequiometria.limitante-pureza-rendimiento',
    kind: 'multi-part',
    question:
      'Se hacen reaccionar 28 g de N₂ con 9 g de H₂ según $\\mathrm{N_2 + 3\\,H_2 \\rightarrow 2\\,NH_3}$ (N = 14; H = 1).',
    parts: [
      choice(
        '¿Cuál es el reactivo limitante?',
        1,
        ['El N₂', 'El H₂', 'Ninguno: están en proporción exacta'],
        0,
      ),
      typed('¿Qué masa de NH₃ se forma?', 2, key(34, 'g')),
      typed('¿Qué masa del reactivo en exceso queda sin reaccionar?', 1, key(3, 'g')),
    ],
    explanation: worked(
      [
        'Moles: $n(\\mathrm{N_2}) = \\frac{28}{28} = 1$ mol y $n(\\mathrm{H_2}) = \\frac{9}{2} = 4{,}5$ mol.',
        '1 mol de N₂ necesita 3 mol de H₂ y hay 4,5: sobra H₂, el limitante es el N₂.',
        'Se forman 2 mol de NH₃: $2 \\cdot 17 = 34$ g. Sobran $4{,}5 - 3 = 1{,}5$ mol de H₂, es decir, 3 g.',
      ],
      'a) el N₂; b) 34 g; c) 3 g de H₂.',
    ),
    check: {
      compute: () => {
        const nitrogen = 28 / 28;
        const hydrogen = 9 / 2;
        const reacting = Math.min(nitrogen, hydrogen / 3);
        return [[], reacting * 2 * 17, (hydrogen - 3 * reacting) * 2];
      },
    },
  },
  {
    id: 'qui-estequiometria-903',
    topic: 'estequiometria',
    difficulty: 'medio',
    subtopic: 'estequiometria.gases',
    kind: 'multi-part',
    question:
      'Un recipiente rígido de 10 L contiene un gas ideal a 27 °C y 2 atm. Usá R = 0,082 atm·L/(mol·K) y T(K) = T(°C) + 273.',
    parts: [
      typed('¿Cuántos moles de gas hay? Redondeá a dos decimales.', 1, key(0.81, 'mol')),
      typed(
        'Si se lo calienta hasta 127 °C, ¿qué presión alcanza? Redondeá a dos decimales.',
        2,
        key(2.67, 'atm'),
      ),
    ],
    explanation: worked(
      [
        '$n = \\frac{pV}{RT} = \\frac{2 \\cdot 10}{0{,}082 \\cdot 300} \\approx 0{,}81$ mol.',
        'Volumen constante: $\\frac{p_1}{T_1} = \\frac{p_2}{T_2}$, con $T_2 = 400$ K.',
        '$p_2 = 2 \\cdot \\frac{400}{300} \\approx 2{,}67$ atm.',
      ],
      'a) ≈ 0,81 mol; b) ≈ 2,67 atm.',
    ),
    check: {
      compute: () => {
        const moles = (2 * 10) / (R * 300);
        return [moles, (moles * R * 400) / 10];
      },
    },
  },
  {
    id: 'qui-soluciones-901',
    topic: 'soluciones',
    difficulty: 'medio',
    subtopic: 'soluciones.molaridad-ppm',
    kind: 'multi-part',
    question: 'Se disuelven 5,85 g de NaCl en agua hasta completar 250 mL de solución (Na = 23; Cl = 35,5).',
    parts: [
      typed('¿Cuántos moles de NaCl hay?', 1, key(0.1, 'mol', { tolerance: { absolute: 0.001 } })),
      typed('¿Cuál es la molaridad de la solución?', 1, key(0.4, 'M', { acceptedUnits: ['mol/L'] })),
      typed('¿Cuál es su concentración en % m/v?', 1, key(2.34, '%', { askUnit: false })),
    ],
    explanation: worked(
      [
        'Masa molar del NaCl: $23 + 35{,}5 = 58{,}5$ g/mol. $n = \\frac{5{,}85}{58{,}5} = 0{,}1$ mol.',
        'Molaridad: $\\frac{0{,}1 \\text{ mol}}{0{,}25 \\text{ L}} = 0{,}4$ M.',
        '% m/v: gramos de soluto en 100 mL de solución, $\\frac{5{,}85}{250} \\cdot 100 = 2{,}34$ % m/v.',
      ],
      'a) 0,1 mol; b) 0,4 M; c) 2,34 % m/v.',
    ),
    check: { compute: () => [5.85 / 58.5, 5.85 / 58.5 / 0.25, (5.85 / 250) * 100] },
  },
  {
    id: 'qui-soluciones-902',
    topic: 'soluciones',
    difficulty: 'facil',
    subtopic: 'soluciones.dilucion-mezclas',
    kind: 'multi-part',
    question: 'Se toman 50 mL de una solución 6 M de HCl y se diluyen con agua hasta 300 mL.',
    parts: [
      typed('¿Cuál es la nueva concentración?', 1, key(1, 'M', { acceptedUnits: ['mol/L'] })),
      typed('¿Cuánta agua se agregó?', 1, key(250, 'mL')),
    ],
    explanation: worked(
      [
        'Los moles de soluto no cambian: $C_1 V_1 = C_2 V_2$, $6 \\cdot 50 = C_2 \\cdot 300$, así que $C_2 = 1$ M.',
        'Agua agregada (volúmenes aditivos): $300 - 50 = 250$ mL.',
      ],
      'a) 1 M; b) 250 mL.',
    ),
    check: { compute: () => [(6 * 0.05) / 0.3, 300 - 50] },
  },
  {
    id: 'qui-acidos-bases-901',
    topic: 'acidos-bases',
    difficulty: 'medio',
    subtopic: 'acidos-bases.neutralizacion-indicadores',
    kind: 'multi-part',
    question: 'Se quieren neutralizar 20 mL de NaOH 0,5 M con HCl 0,25 M, a 25 °C.',
    parts: [
      typed(
        '¿Cuántos moles de NaOH hay que neutralizar?',
        1,
        key(0.01, 'mol', { tolerance: { absolute: 0.0001 } }),
      ),
      typed('¿Qué volumen de HCl hace falta?', 2, key(40, 'mL')),
      typed(
        '¿Cuál era el pH de la solución de NaOH? Redondeá a una décima.',
        1,
        key(13.7, '', { tolerance: { absolute: 0.06 } }),
      ),
    ],
    explanation: worked(
      [
        '$n(\\mathrm{NaOH}) = 0{,}5 \\cdot 0{,}020 = 0{,}01$ mol.',
        'La reacción es 1 a 1: hacen falta 0,01 mol de HCl, en $\\frac{0{,}01}{0{,}25} = 0{,}04$ L = 40 mL.',
        'El NaOH es una base fuerte: $[\\mathrm{OH^-}] = 0{,}5$ M, $\\mathrm{pOH} = -\\log 0{,}5 \\approx 0{,}3$ y $\\mathrm{pH} = 14 - 0{,}3 = 13{,}7$.',
      ],
      'a) 0,01 mol; b) 40 mL; c) pH ≈ 13,7.',
    ),
    check: { compute: () => [0.5 * 0.02, ((0.5 * 0.02) / 0.25) * 1000, 14 + Math.log10(0.5)] },
  },
  {
    id: 'qui-termodinamica-quimica-901',
    topic: 'termodinamica-quimica',
    difficulty: 'medio',
    subtopic: 'termodinamica-quimica.entalpia-hess',
    kind: 'multi-part',
    question:
      'La combustión del metano, $\\mathrm{CH_4 + 2\\,O_2 \\rightarrow CO_2 + 2\\,H_2O}$, tiene $\\Delta H = -890$ kJ por mol de CH₄ (C = 12; H = 1).',
    parts: [
      typed('¿Cuántos moles de CH₄ hay en 32 g?', 1, key(2, 'mol')),
      typed('¿Cuánto calor se libera al quemar esos 32 g?', 1, key(1780, 'kJ')),
      typed('¿Qué masa de CH₄ hay que quemar para liberar 445 kJ?', 2, key(8, 'g')),
    ],
    explanation: worked(
      [
        'Masa molar del CH₄: $12 + 4 = 16$ g/mol. $n = \\frac{32}{16} = 2$ mol.',
        'Calor liberado: $2 \\cdot 890 = 1780$ kJ.',
        '445 kJ es medio mol: $\\frac{445}{890} = 0{,}5$ mol, es decir, $0{,}5 \\cdot 16 = 8$ g.',
      ],
      'a) 2 mol; b) 1780 kJ; c) 8 g.',
    ),
    check: { compute: () => [32 / 16, (32 / 16) * 890, (445 / 890) * 16] },
  },
];
