import { defineEntity } from '../entity.ts';

export const simulator = defineEntity({
  prefix: 'SIM#',
  deletion: 'partition',
  keys: (pk) => ({
    simulators: (userId: string) => ({ pk: pk(userId) }),
    simulator: (userId: string, simulatorId: string) => ({ pk: pk(userId), sk: simulatorId }),
  }),
});
