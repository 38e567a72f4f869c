// What the calls' and the orders' routes declare alike: their OpenAPI tag, the refusals a diner's route answers
// with, and the table's code in the path.
import { z } from 'zod';
import { ErrorResponse, idParam } from '../http/schemas';

export const tags = ['table-service'];
export const dinerErrors = {
  400: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};
export const QrParams = z.object({ qrCodeId: idParam() });
