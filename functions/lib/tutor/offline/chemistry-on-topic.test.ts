import { describe, expect, it } from 'vitest';
import { explainFromPassages, OFF_TOPIC_REPLY } from './conversation.ts';

describe('chemistry vocabulary counts as the course', () => {
  it.each([
    '¿Cómo separo limaduras de hierro y azufre?',
    '¿Qué métodos de separación conviene usar para una mezcla de arena y agua?',
    '¿La oxidación del hierro es un cambio químico?',
    '¿Qué es un agente reductor?',
    'explicame la regla del octeto',
    '¿Por qué los gases nobles casi no reaccionan?',
    '¿Qué diferencia hay entre un hidruro y un hidróxido?',
  ])('%s is not declined', (message) => {
    expect(explainFromPassages(message, [], 0)).not.toBe(OFF_TOPIC_REPLY);
  });

  it('still declines what is off topic', () => {
    expect(explainFromPassages('¿Qué separa a Boca de River en la tabla?', [], 0)).toBe(OFF_TOPIC_REPLY);
    expect(explainFromPassages('quiero apostar en el casino con mi plata', [], 0)).toBe(OFF_TOPIC_REPLY);
  });
});

describe('mathematics orders count as the course', () => {
  it.each(['Simplificá (2x + 8)/4', 'Hallá el versor de AB.'])('%s is not declined', (message) => {
    expect(explainFromPassages(message, [], 0)).not.toBe(OFF_TOPIC_REPLY);
  });
});
