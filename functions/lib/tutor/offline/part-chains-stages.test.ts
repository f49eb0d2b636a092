import { describe, expect, it } from 'vitest';
import { answerOfflineDetailed } from './engine.ts';
import { earlierResult, keepingOneUsedDatum, withoutMethod, withoutUsedData } from './part-chains.ts';

const answer = (message: string) => answerOfflineDetailed({ message, passages: [] });

/** The text of one part's section of a reply in parts: from its heading to the next one. */
function section(text: string, label: string): string {
  const start = text.indexOf(`## ${label})`);
  const next = text.indexOf('\n## ', start + 3);
  return start < 0 ? '' : text.slice(start, next < 0 ? undefined : next);
}

describe('a stage read with an earlier part’s result (part-chains)', () => {
  it('drops the angle, its sine and cosine and the coefficient an earlier reply lists', () => {
    const statement =
      'Una caja de 3 kg baja por una rampa inclinada 30° respecto de la horizontal; el coeficiente de rozamiento es 0,2. Datos: g = 9,8 m/s²; sen 30° = 0,5; cos 30° = 0,87.';
    const reply = '**Datos:** θ = 30°; m = 3 kg; μ = 0,2.\n\n**a = 3,2948 m/s²; N = 25,578 N**';
    const without = withoutUsedData(statement, reply) ?? '';
    expect(without).not.toMatch(/30|0,2\b|0,5|0,87|3 kg/);
    expect(without).toContain('g = 9,8 m/s²');
    // An angle or a coefficient the reply does not list stays.
    const other = withoutUsedData(statement, '**Datos:** m = 3 kg.\n\n**P = 29,4 N**') ?? '';
    expect(other).toContain('30°');
    expect(other).toContain('0,2');
  });

  it('keeps no one of two data in the same unit, which would lose which one it was', () => {
    const statement =
      'Por un caño de 10 cm de diámetro el agua va a 3 m/s; más adelante el caño se angosta a 5 cm de diámetro.';
    const reply = '**Datos:** sección 1: d = 10 cm, v₁ = 3 m/s; sección 2: d = 5 cm.\n\n**v₂ = 12 m/s**';
    const kept = keepingOneUsedDatum(statement, reply);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toContain('3 m/s');
    expect(kept[0]).not.toMatch(/10 cm|5 cm/);
  });

  it('carries the value the earlier part asked, of a result line that states several', () => {
    const reply = { certain: true, text: '1. Un paso.\n\n**a = 2,5 m/s²; N = 40 N**\n' };
    expect(earlierResult({ label: 'a', question: 'Halle la aceleración.', reply })).toMatchObject({
      value: '2,5',
      unit: 'm/s²',
    });
    expect(earlierResult({ label: 'a', question: '¿Cuánto vale la normal?', reply })).toMatchObject({
      value: '40',
      unit: 'N',
    });
    // Neither asked: nothing is carried.
    expect(earlierResult({ label: 'a', question: 'Calcule el peso.', reply })).toBeUndefined();
  });

  it('reads the question after the method a part names', () => {
    expect(withoutMethod('Aplicando la conservación de la energía, ¿con qué velocidad llega al piso?')).toBe(
      '¿con qué velocidad llega al piso?',
    );
    expect(withoutMethod('Usando el teorema del trabajo y la energía, ¿qué distancia recorre?')).toBe(
      '¿qué distancia recorre?',
    );
    expect(withoutMethod('¿Qué distancia recorre hasta detenerse?')).toBeUndefined();
  });

  it('answers the motion after an incline’s acceleration with that acceleration', () => {
    const reply = answer(
      'Un cajón de 4 kg parte del reposo y baja por una rampa inclinada 37° respecto de la horizontal. El coeficiente de rozamiento dinámico es 0,5. Datos: g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8.\n' +
        'a) Calcule la aceleración del cajón.\nb) ¿Qué velocidad tiene a los 5 s?\nc) ¿Qué distancia recorre por la rampa en esos 5 s?',
    );
    expect(reply.certain).toBe(true);
    expect(section(reply.text, 'a')).toMatch(/\*\*a = 2 m\/s²/);
    expect(section(reply.text, 'b')).toMatch(/\*\*v = 10 m\/s/);
    expect(section(reply.text, 'c')).toMatch(/= 25 m\*\*/);
  });

  it('answers a sliding body’s kinetic energy, its stopping distance by work and energy, and its time', () => {
    const reply = answer(
      'Un disco de 0,5 kg se desliza a 6 m/s sobre un piso horizontal; el coeficiente de rozamiento dinámico es 0,3. Datos: g = 10 m/s².\n' +
        'a) ¿Cuál es su energía cinética inicial?\nb) Aplicando el teorema del trabajo y la energía, ¿qué distancia recorre hasta detenerse?\nc) ¿Cuánto tarda en detenerse?',
    );
    expect(reply.certain).toBe(true);
    expect(section(reply.text, 'a')).toMatch(/\*\*Ec = 9 J\*\*/);
    expect(section(reply.text, 'b')).toMatch(/\*\*d = 6 m\*\*/);
    expect(section(reply.text, 'c')).toMatch(/\*\*t = 2 s\*\*/);
  });

  it('answers each heat of ice warmed into water, the total to the end and that total with the given calorie', () => {
    const reply = answer(
      'Se tienen 100 g de hielo a −20 °C y se quiere obtener agua a 30 °C. Datos: c hielo = 0,5 cal/(g·°C); L fusión = 80 cal/g; c agua = 1 cal/(g·°C); 1 cal = 4,18 J.\n' +
        'a) ¿Cuánto calor hace falta para fundirlo?\nb) ¿Cuánto calor hace falta en total, hasta obtener agua a 30 °C?\nc) Expresar el calor total en kJ.',
    );
    expect(reply.certain).toBe(true);
    expect(section(reply.text, 'a')).toMatch(/\*\*Q₂ = 8\.000 cal\*\*/);
    expect(section(reply.text, 'b')).toMatch(/\*\*Q = 12\.000 cal\*\*/);
    // 1 cal = 4,18 J as given, not 4,184 J.
    expect(section(reply.text, 'c')).toMatch(/= 50,16 kJ\*\*/);
  });

  it('does not take a later part’s temperature as the total’s end when it is another', () => {
    const reply = answer(
      'Se tienen 100 g de hielo a −20 °C y se quiere obtener agua a 30 °C. Datos: c hielo = 0,5 cal/(g·°C); L fusión = 80 cal/g; c agua = 1 cal/(g·°C).\n' +
        'a) ¿Cuánto calor hace falta en total, hasta obtener agua a 50 °C?',
    );
    expect(reply.text).not.toMatch(/\*\*Q = 12\.000 cal\*\*/);
  });
});
