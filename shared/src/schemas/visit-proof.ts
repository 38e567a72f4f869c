// What proves a diner's request from the table (a call, an order): the visit's id and its signed token. A
// missing or wrong proof is the server's 403 (the visit is checked, not the shape), so both are optional here.
import { z } from 'zod';

const VISIT_ID_MESSAGE = 'Ziyaret numarası (logId) bir sayı olmalıdır';

export const visitProof = {
  logId: z.number({ error: VISIT_ID_MESSAGE }).int(VISIT_ID_MESSAGE).optional(),
  token: z.string({ error: 'Ziyaret anahtarı (token) metin olmalıdır' }).optional(),
};
