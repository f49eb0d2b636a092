import { useCallback, useRef, useState } from 'react';
import { askTutor } from './api.ts';

export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: Date;
}

const WELCOME_MESSAGE =
  '¡Hola! Soy tu **tutor IA**. Preguntame lo que necesites de matemática, física o química para el ingreso a la UTN y lo resolvemos paso a paso.';

let lastId = 0;
const message = (text: string, isUser: boolean): ChatMessage => ({
  id: `m${++lastId}`,
  text,
  isUser,
  timestamp: new Date(),
});

/** The conversation as this tab shows it; the server keeps its own copy for the tutor's context. */
export function useTutorChat(ask: (text: string) => Promise<string> = askTutor) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message(WELCOME_MESSAGE, false)]);
  const [waiting, setWaiting] = useState(false);
  // A second Enter can arrive before React re-renders with `waiting`; the ref stops it at once.
  const busy = useRef(false);

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (!question || busy.current) return false;
      busy.current = true;
      setWaiting(true);
      setMessages((current) => [...current, message(question, true)]);
      const reply = await ask(question);
      setMessages((current) => [...current, message(reply, false)]);
      busy.current = false;
      setWaiting(false);
      return true;
    },
    [ask],
  );

  return { messages, waiting, send };
}
