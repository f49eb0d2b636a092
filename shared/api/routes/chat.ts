import * as chat from '../contracts/chat.ts';
import { route } from '../route-definition.ts';

export const tutorRoute = route({
  name: 'chat-tutor',
  method: 'POST',
  path: '/api/chat/tutor',
  access: 'public',
  request: { body: chat.tutorRequest },
  owner: 'none',
  response: chat.tutorResponse,
  data: {
    reads: ['session', 'subscription', 'chatHistory', 'simulator', 'runningQuestion'],
    writes: ['session', 'chatHistory', 'rateLimit'],
  },
  services: ['bedrock', 'content', 'solvers'],
  activeStudent: true,
});
