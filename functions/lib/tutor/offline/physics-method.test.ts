import { describe, expect, it } from 'vitest';
import { contentBank } from '../../../content/bank.ts';
import { createRetriever } from '../retrieval.ts';
import { answerOfflineDetailed } from './engine.ts';
import { askedPart, isPhysicsStatement, partMethod, physicsMethodReply, readData } from './physics-method.ts';

const retriever = createRetriever((subject) => contentBank[subject]);
const answer = (message: string) =>
  answerOfflineDetailed({ message, passages: retriever.search(message) }, { retriever });

const MATH_TITLES = /^## (Geometría|Números complejos|Álgebra básica|Triángulo rectángulo|Trigonometría)/m;

describe('a statement with data that no solver answers for sure', () => {
  it('tells a statement with physical units from one without', () => {
    expect(isPhysicsStatement('Una fuerza de 10 N actúa durante 2 s.')).toBe(true);
    expect(isPhysicsStatement('Un auto va a 72 km/h.')).toBe(true);
    expect(isPhysicsStatement('Un triángulo tiene catetos de 3 m y 4 m.')).toBe(false);
    expect(isPhysicsStatement('Se disuelven 2 mol de NaCl en 0,5 kg de agua.')).toBe(false);
    expect(isPhysicsStatement('Para 2 H₂ + O₂ → 2 H₂O, ΔH = −571,6 kJ. ¿Cuánto calor libera?')).toBe(false);
    expect(isPhysicsStatement('Un motor de 5 HP eleva 200 kg.')).toBe(true);
    expect(isPhysicsStatement('Sobre un cuerpo actúa F = (3i + 4j) N. Calcular su módulo.')).toBe(true);
    expect(
      isPhysicsStatement('Una resistencia de 2,2 kΩ se conecta a 11 V. ¿Qué corriente circula, en mA?'),
    ).toBe(true);
    expect(isPhysicsStatement('Por una lámpara circulan 0,5 A.')).toBe(true);
    expect(isPhysicsStatement('Un disco gira a 45 rpm.')).toBe(true);
    expect(isPhysicsStatement('Un aceite tiene una densidad de 0,92 g/cm³.')).toBe(true);
    expect(isPhysicsStatement('Se entregan 6000 cal a 300 g de agua.')).toBe(true);
    expect(isPhysicsStatement('El resultado es:\nA) 5\nB) 6')).toBe(false);
    expect(isPhysicsStatement('Elegí entre 3 A) y 4 B).')).toBe(false);
  });

  it('reads each datum with its usual symbol, or the one the statement gives', () => {
    expect(readData('Un cuerpo de 2 kg a 36 km/h sube 30° (g = 10 m/s²) con 20 N.')).toEqual([
      'm = 2 kg',
      'v = 36 km/h',
      'α = 30°',
      'g = 10 m/s²',
      'F = 20 N',
    ]);
  });

  it('gets the method for what it asks and a question, with no result', () => {
    const reply = physicsMethodReply(
      'Un resorte se estira 0,1 m con una fuerza de 20 N. ¿Cuál es la constante?',
    );
    expect(reply).toContain('Ley de Hooke');
    expect(reply).toContain('F = 20 N');
    expect(reply).not.toMatch(/\*\*/);
    expect(reply).toMatch(/¿Me decís qué es cada número/);
  });

  it('never gets a mathematics explanation when it carries physical units', () => {
    const reply = answer(
      'Un triángulo rectángulo tiene un cateto de 3 m y otro de 4 m. Un cuerpo se desplaza por la hipotenusa con una fuerza de 10 N. Calcular el trabajo.',
    );
    expect(reply.certain).toBe(false);
    expect(reply.text).not.toMatch(MATH_TITLES);
    expect(reply.text).toContain('$W = F \\cdot d \\cdot \\cos\\alpha$');
  });

  it('is never declined as off the course', () => {
    const reply = answer(
      'Un cuadrado de 2 m de lado soporta una fuerza de 40 N perpendicular. Calcular la presión.',
    );
    expect(reply.text).not.toContain('No encontré eso en el material del curso');
    expect(reply.text).toContain('p = \\frac{F}{A}');
    expect(reply.certain).toBe(false);
  });

  it('gets the method, not another exercise worked with its own numbers', () => {
    const reply = answer(
      'Una caja de 20 kg se apoya sobre una mesa. Calcular la fuerza normal (g = 10 m/s²).',
    );
    expect(reply.text).not.toMatch(/^## Mecánica/m);
    expect(reply.text).toContain('N = m g');
  });

  it('gives an unsolved part of a physics statement its own method, with no result', () => {
    expect(partMethod('la fuerza de rozamiento')?.join(' ')).toContain('F_r = \\mu \\cdot N');
    expect(partMethod('la potencia desarrollada')?.join(' ')).toContain('P = \\frac{W}{t}');
    expect(partMethod('el color del bloque')).toBeUndefined();
    const reply = answer(
      'Un cuerpo de 4 kg se mueve sobre un plano horizontal sin rozamiento por una fuerza horizontal de 20 N. Calcular: a) la fuerza neta; b) la aceleración.',
    );
    expect(reply.text).toContain('## a) la fuerza neta\n\nEsta parte no la pude resolver');
    expect(reply.text).toContain('Así la plantearía:');
    expect(reply.certain).toBe(false);
  });

  it("keeps the course's explanation for a question about an idea that quotes data", () => {
    const reply = answer('¿Por qué un cuerpo de 2 kg y uno de 10 kg caen al mismo tiempo?');
    expect(reply.text).not.toContain('## Cómo lo encararía');
  });

  it('reads what is asked from the question alone, not the data after it', () => {
    expect(askedPart('Una piedra cae 15 m. ¿Con qué rapidez llega? (g = 10 m/s², sin rozamiento)')).toBe(
      '¿Con qué rapidez llega?',
    );
    expect(askedPart('Un auto va a 20 m/s. Calcular la distancia en 5 s.')).toBe(
      'Calcular la distancia en 5 s.',
    );
  });
});
