import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

const pistonSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 10 290 218" font-family="sans-serif" font-size="13" fill="none" stroke="currentColor">
<path d="M10 30 V180 H90 V30" stroke-width="2"/>
<rect x="12" y="50" width="76" height="12"/>
<line x1="50" y1="50" x2="50" y2="20"/>
<circle cx="26" cy="90" r="3"/><circle cx="54" cy="80" r="3"/><circle cx="74" cy="110" r="3"/><circle cx="34" cy="140" r="3"/><circle cx="66" cy="160" r="3"/><circle cx="46" cy="120" r="3"/>
<path d="M200 30 V180 H280 V30" stroke-width="2"/>
<rect x="202" y="115" width="76" height="12"/>
<line x1="240" y1="115" x2="240" y2="95"/>
<rect x="220" y="75" width="40" height="20"/>
<circle cx="216" cy="140" r="3"/><circle cx="240" cy="150" r="3"/><circle cx="264" cy="138" r="3"/><circle cx="228" cy="165" r="3"/><circle cx="256" cy="168" r="3"/><circle cx="244" cy="135" r="3"/>
<path d="M115 105 H175 M165 98 L175 105 L165 112"/>
<g fill="currentColor" stroke="none">
<text x="10" y="202">P₁ = 1 atm</text><text x="10" y="220">V₁ = 2 L</text>
<text x="200" y="202">P₂ = 2 atm</text><text x="200" y="220">V₂ = 1 L</text>
<text x="145" y="90" text-anchor="middle">T constante</text>
<text x="240" y="89" font-size="12" text-anchor="middle">pesa</text>
</g>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'estequiometria-gases',
    topic: 'estequiometria',
    title: 'Leyes de los gases: Boyle, Charles, Gay-Lussac y PV = nRT',
    subtopics: ['estequiometria.gases'],
    body: String.raw`Idea clave:
El estado de un gas queda fijado por cuatro variables: presión $P$, volumen $V$, temperatura $T$ y cantidad de gas $n$. En un gas ideal se relacionan con una sola ecuación, $PV = nRT$, y las leyes clásicas son casos particulares en los que dos de las variables quedan fijas.

Unidades:
- Temperatura siempre en kelvin: $T(\text{K}) = t(°\text{C}) + 273$. Todas las leyes son proporcionalidades con la temperatura absoluta; con grados Celsius dan cualquier cosa.
- Presión: 1 atm = 760 mmHg = 101.325 Pa (unos 101,3 kPa). En las leyes de proporción alcanza con usar la misma unidad en los dos estados.
- Volumen: 1 L = 1 dm³ = 1000 mL = 1000 cm³.
- Constante de los gases: $R = 0{,}082$ atm·L/(mol·K), o 8,31 J/(mol·K) si trabajás en el SI.

Las leyes con masa de gas constante:
- Boyle-Mariotte (T constante): $P_1 V_1 = P_2 V_2$. Presión y volumen son inversamente proporcionales: si comprimís el gas a la mitad de volumen, la presión se duplica. Es lo que muestra el pistón de la figura.
- Charles (P constante): $\dfrac{V_1}{T_1} = \dfrac{V_2}{T_2}$. Al calentar un gas a presión constante se dilata.
- Gay-Lussac (V constante): $\dfrac{P_1}{T_1} = \dfrac{P_2}{T_2}$. En un recipiente rígido, calentar aumenta la presión (por eso no se calientan aerosoles).
- Ecuación general (cambian las tres): $\dfrac{P_1 V_1}{T_1} = \dfrac{P_2 V_2}{T_2}$. Si una variable no cambia, se simplifica y queda una de las anteriores.

Ecuación de estado del gas ideal:
$PV = nRT$ relaciona el estado del gas con los moles, así que conecta los gases con la estequiometría. Con $n = m/M$ también podés calcular masas o masas molares: $PV = \dfrac{m}{M}RT$. Y como la densidad es $\delta = m/V$, queda $\delta = \dfrac{PM}{RT}$.

Volumen molar en CNPT:
En condiciones normales de presión y temperatura (1 atm y 0 °C = 273 K), un mol de cualquier gas ideal ocupa $V = \dfrac{1 \cdot 0{,}082 \cdot 273}{1} \approx 22{,}4$ L. Sirve sólo en CNPT: a 27 °C y 1 atm un mol ocupa $0{,}082 \cdot 300 = 24{,}6$ L. Un mol de cualquier gas ocupa lo mismo, pero no pesa lo mismo: 22,4 L de H₂ pesan 2 g y 22,4 L de CO₂, 44 g.

Cómo resolver un problema de gases:
- Anotá los dos estados con sus datos y marcá qué variable queda constante.
- Pasá las temperaturas a kelvin y unificá las unidades de presión y volumen.
- Elegí la ley: si hay moles o masa en juego, $PV = nRT$; si comparás dos estados de la misma masa, la ecuación general.
- Controlá el sentido: si la presión sube a temperatura constante, el volumen tiene que bajar.

Errores comunes:
- Usar grados Celsius en lugar de kelvin.
- Invertir la proporción de Boyle (creer que más presión da más volumen).
- Usar 22,4 L/mol fuera de CNPT.
- Mezclar $R = 0{,}082$ con presiones en mmHg o volúmenes en mL.
- Olvidar volver a grados Celsius cuando el problema pide la temperatura en °C.
- Usar la masa atómica del O (16) como masa molar del O₂ (32).`,
    examples: [
      String.raw`Un gas ocupa 2 L a 1 atm y, a temperatura constante, se lo comprime hasta 1 L (es el pistón de la figura). Boyle: $P_2 = \dfrac{1 \cdot 2}{1} = 2$ atm.`,
      String.raw`Un globo tiene 10 L a 27 °C y se calienta a presión constante hasta 127 °C. En kelvin, de 300 K a 400 K: $V_2 = 10 \cdot \dfrac{400}{300} = 13{,}33$ L. Si usaras grados Celsius obtendrías 47 L, un disparate.`,
      String.raw`¿Qué presión ejercen 16 g de O₂ en 6,15 L a 27 °C? $n = 16/32 = 0{,}5$ mol y $P = \dfrac{0{,}5 \cdot 0{,}082 \cdot 300}{6{,}15} = 2$ atm.`,
      String.raw`¿Cuál es la masa molar de un gas si 1,6 g ocupan 1,12 L en CNPT? $n = 1{,}12/22{,}4 = 0{,}05$ mol y $M = 1{,}6/0{,}05 = 32$ g/mol.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Ley de Boyle en un cilindro con pistón',
          alt: 'Ley de Boyle con un cilindro y un pistón. A la izquierda, el gas ocupa 2 L a 1 atm. A la derecha, con una pesa sobre el pistón y la misma temperatura, el gas se comprime a 1 L y la presión sube a 2 atm.',
        },
        pistonSvg,
      ),
    ],
  },
];
