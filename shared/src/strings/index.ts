// One catalogue of Turkish UI strings, one file per area.
import { audit } from './audit';
import { auth } from './auth';
import { catalog } from './catalog';
import { compliance } from './compliance';
import { common, errorsText } from './common';
import { menu } from './menu';
import { priceList } from './price-list';
import { accessLogs, qr } from './qr';
import { restaurants } from './restaurants';
import { schedule } from './schedule';
import { service } from './service';
import { shell } from './shell';
import { users } from './users';

export const tr = {
  common,
  errors: errorsText,
  auth,
  shell,
  restaurants,
  users,
  catalog,
  menu,
  schedule,
  qr,
  accessLogs,
  priceList,
  audit,
  service,
  compliance,
} as const;
export { serverText } from './server';
